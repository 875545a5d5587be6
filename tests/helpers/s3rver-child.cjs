// s3rver in a Node process of its own, started with --openssl-legacy-provider (s3rver-process.ts):
// s3rver encrypts ListObjectsV2 continuation tokens with DES, which Node's OpenSSL 3 refuses
// otherwise, so any listing longer than one page fails in the test process itself.
const S3rver = require("s3rver");

const server = new S3rver({ address: "127.0.0.1", port: 0, directory: process.argv[2], silent: true });
server.run().then(({ port }) => process.stdout.write(`${JSON.stringify({ port })}\n`));
// The parent closing stdin (or dying) stops the server.
process.stdin.on("end", () => server.close().finally(() => process.exit(0)));
process.stdin.resume();
