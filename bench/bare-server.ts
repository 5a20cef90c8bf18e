/**
 * The reference for the site benchmark: a bare Fastify JSON route, in a process
 * of its own as the site is, on the port given as the first argument.
 */
import Fastify from "fastify";

const app = Fastify();
app.get("/", async () => ({ hello: "world" }));
await app.listen({ host: "127.0.0.1", port: Number(process.argv[2]) });
console.log("listening");
