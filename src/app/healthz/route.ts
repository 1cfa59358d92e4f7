/** Process liveness; deliberately touches nothing (also the floor route of `npm run bench`). */
export function GET(): Response {
  return Response.json({ status: "ok" });
}
