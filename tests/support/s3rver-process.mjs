// s3rver in a process of its own (tests/support/s3.ts): started with --openssl-legacy-provider,
// because s3rver makes its listing's continuation tokens with DES, which Node's OpenSSL 3 has only
// there; without it a listing of more than one page (1,000 names) answers 500. Prints its port.
import S3rver from "s3rver";

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: "127.0.0.1",
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket, configs: [] }],
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
// Ends with the test that started it, even if that test was killed.
process.on("disconnect", () => process.exit(0));
process.on("SIGTERM", () => void server.close().then(() => process.exit(0)));
