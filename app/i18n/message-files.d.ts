declare module "virtual:message-files" {
  import type { MessageTree } from "./translation.ts";

  /** Loads one namespace of messages in one language, by "language/namespace" (scripts/vite-message-files.ts). */
  const loadMessageFile: (id: string) => Promise<MessageTree>;
  export default loadMessageFile;
}
