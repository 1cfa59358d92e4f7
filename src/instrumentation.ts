// Next.js calls register() once when a server process starts, before it serves requests.
export async function register(): Promise<void> {
  // NEXT_RUNTIME is set by Next.js itself (not a setting): the edge bundle must not load Node code.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServer } = await import("./server/startup");
  await startServer();
}
