import { AppError, errorResponse } from "@/server/errors";

/**
 * Any /api/ path that names no endpoint (a typo, an extra segment, `../` folded away): the API's
 * JSON 404 rather than the HTML not-found page. Named routes win over this catch-all.
 */
function notFound(): Response {
  return errorResponse(new AppError("NOT_FOUND", "There is no such API endpoint."));
}

export {
  notFound as GET,
  notFound as POST,
  notFound as PUT,
  notFound as PATCH,
  notFound as DELETE,
};
