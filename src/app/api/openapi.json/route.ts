import { api } from "@/contract";
import { openApiDocument } from "@/contract/openapi";
import { route } from "@/server/route";

const VERSION = "1";

export const GET = route(api.meta.openApi, async () => openApiDocument(VERSION));
