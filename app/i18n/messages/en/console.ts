/** The staff console: sign-in pages and everything behind them, put together from a file per resource (../console.ts). */
export { consoleEn as default } from "../console.ts";
