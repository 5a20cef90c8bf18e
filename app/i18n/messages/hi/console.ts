export { consoleHi as default } from "../console.ts";
