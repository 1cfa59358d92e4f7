// The floor of a kept page (issue 34 item 5): a bare node:http process that answers every request
// with the same status, headers and bytes the edge sent for it (`npm run bench`). What the edge
// costs beyond it is its own work per request. Usage: node bare-bytes.mjs ANSWER.json; prints the
// port it listens on.
import fs from "node:fs";
import { createServer } from "node:http";

const answer = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const body = Buffer.from(answer.body, "base64");
const server = createServer((req, res) => {
  res.writeHead(answer.status, answer.headers);
  res.end(body);
});
server.listen(0, "127.0.0.1", () => console.log(server.address().port));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
