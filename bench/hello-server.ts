// The baseline of every throughput ratio: a bare Fastify answering {"hello":"world"}, in a
// process of its own (run by bench/processes.ts), so that neither the app nor the load generator
// shares its event loop. Prints its port as one JSON line.
import Fastify from "fastify";

const hello = Fastify({ logger: false });
hello.get("/", async () => ({ hello: "world" }));
const address = await hello.listen({ port: 0, host: "127.0.0.1" });
console.log(JSON.stringify({ port: Number(new URL(address).port) }));
process.on("SIGTERM", () => void hello.close().then(() => process.exit(0)));
