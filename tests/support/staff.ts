import { PDFDocument, StandardFonts } from "pdf-lib";
import type { FastifyInstance } from "fastify";
import type { NewStaffUser, StaffUser } from "#common/api/staff.ts";
import { commandLineActor } from "#server/services/audit-service.ts";
import type { Services } from "#server/services/index.ts";

export const staffPassword = "a long enough test password";

/** An account made through the accounts service, as an admin would. */
export async function createStaff(
  services: Services,
  account: Partial<NewStaffUser> & Pick<NewStaffUser, "email" | "role">,
): Promise<StaffUser> {
  return services.accounts.create(
    {
      password: staffPassword,
      name: null,
      sections: [],
      page_groups: [],
      faculty_id: null,
      grievance_campus: null,
      ...account,
    },
    commandLineActor,
  );
}

/** Signs in through the API and answers the bearer token. */
export async function signIn(app: FastifyInstance, email: string, password = staffPassword): Promise<string> {
  const response = await app.inject({ method: "POST", url: "/api/v1/auth/login", payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json().token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A file as a form sends it in its `pdf` field (a PDF unless `type` says otherwise). */
export type FormFile = { name: string; content: Uint8Array; type?: string };

/** A real multipart/form-data body, encoded as a browser would (through the Fetch API's FormData). */
export async function multipart(fields: Record<string, string>, file?: FormFile) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file)
    form.append("pdf", new Blob([Buffer.from(file.content)], { type: file.type ?? "application/pdf" }), file.name);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type") ?? "" },
  };
}

/**
 * Publishes a notice as the console does: its fields and file as multipart/form-data to
 * `/api/v1/notice/upload`, with the bearer token when there is one. Answers the response.
 */
export async function uploadNotice(
  app: FastifyInstance,
  token: string | undefined,
  fields: Record<string, string>,
  file?: FormFile,
  headers: Record<string, string> = {},
) {
  const body = await multipart(fields, file);
  return app.inject({
    method: "POST",
    url: "/api/v1/notice/upload",
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}), ...headers },
  });
}

/** A small, valid PDF whose only page shows the text. */
export async function pdfWithText(text: string): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage([300, 200]);
  page.drawText(text, { x: 20, y: 100, size: 12, font: await document.embedFont(StandardFonts.Helvetica) });
  return document.save();
}

/** The first bytes of an ELF executable: what a renamed program looks like to a content check. */
export function executableBytes(): Uint8Array {
  const bytes = new Uint8Array(4096);
  bytes.set([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]);
  bytes.set([0x02, 0x00, 0x3e, 0x00, 0x01, 0x00, 0x00, 0x00], 16);
  return bytes;
}
