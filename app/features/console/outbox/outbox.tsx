import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { mailStates, type MailMessage, type MailPage } from "#common/api/mail.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { Table, TableCell, TableRow } from "#app/shared/ui/table.tsx";
import { formatMoment } from "../shell/moment.ts";
import { consoleQueryKey, useConsole } from "../shell/console-page.tsx";
import { ConsolePager } from "../shell/console-pager.tsx";
import { SelectField } from "../shell/fields.tsx";
import { secondaryButtonClass } from "../shell/form-styles.ts";
import { EmptyList, LoadFailed } from "../shell/list-notes.tsx";
import { useListParameters } from "../shell/list-parameters.ts";

const pageSize = 50;
const outboxKey = [consoleQueryKey, "outbox"];

const isState = (value: string | null): value is MailMessage["state"] =>
  (mailStates as ReadonlyArray<string | null>).includes(value);

/** A failed message, due again at once (decision 0200). */
function SendAgain({ message }: { message: MailMessage }) {
  const { t } = useI18n();
  const { call } = useConsole();
  const queryClient = useQueryClient();
  const again = useMutation({
    mutationFn: () => call(`/mail/outbox/${message._id}/send-again`, { method: "POST", body: "{}" }),
    onSuccess: async () => {
      toast.success(t("mail.outbox.sentAgain", { to: message.to }));
      await queryClient.invalidateQueries({ queryKey: outboxKey });
    },
    onError: (error: Error) => toast.error(t("console.errors.generic", { message: error.message })),
  });
  return (
    <button type="button" disabled={again.isPending} onClick={() => again.mutate()} className={secondaryButtonClass}>
      {t("mail.outbox.sendAgain")}
    </button>
  );
}

/**
 * /admin/outbox: every message, newest first, by state, with its recipient, subject, tries and
 * last error, never its text; a failed one is sent again from here. Without a mail server the
 * page says so, and each waiting message says it is not sent for that reason.
 */
export function Outbox() {
  const { t, language } = useI18n();
  const { call } = useConsole();
  const { get, page, set } = useListParameters<"state">();
  const stateParameter = get("state");
  const state = isState(stateParameter) ? stateParameter : "";
  const query = new URLSearchParams({ page: String(page), limit: String(pageSize) });
  if (state) query.set("state", state);
  const list = useQuery({
    queryKey: [...outboxKey, state, page],
    queryFn: () => call<MailPage>(`/mail/outbox?${query.toString()}`),
  });
  const messages = list.data?.messages ?? [];
  const configured = list.data?.configured ?? true;

  const stateOf = (message: MailMessage) => {
    if (message.state === "pending" && !configured) return t("mail.outbox.waitingNoServer");
    if (message.state === "sent" && message.sent_at) {
      return t("mail.outbox.sentAt", { date: formatMoment(message.sent_at, language) });
    }
    if (message.state === "pending" && message.attempts > 0 && message.next_attempt_at) {
      return `${t("mail.outbox.states.pending")}. ${t("mail.outbox.nextTry", {
        date: formatMoment(message.next_attempt_at, language),
      })}`;
    }
    return t(`mail.outbox.states.${message.state}`);
  };

  return (
    <div className="mt-6 space-y-4">
      <p className="max-w-prose text-slate-700">{t("mail.outbox.intro")}</p>
      {list.data && !configured ? (
        <p role="status" className="max-w-prose rounded border border-amber-700 bg-amber-50 px-3 py-2 text-amber-950">
          {t("mail.outbox.notConfigured")}
        </p>
      ) : null}
      <SelectField
        id="outbox-state"
        label={t("mail.outbox.state")}
        value={state}
        onChange={(event) => set("state", event.target.value)}
        className="max-w-xs"
      >
        <option value="">{t("mail.outbox.allStates")}</option>
        {mailStates.map((key) => (
          <option key={key} value={key}>
            {list.data
              ? t(`mail.outbox.statesCounted.${key}`, { count: String(list.data.counts[key]) })
              : t(`mail.outbox.states.${key}`)}
          </option>
        ))}
      </SelectField>
      {list.isError ? <LoadFailed /> : null}
      {list.data && list.data.pagination.total === 0 ? <EmptyList>{t("mail.outbox.empty")}</EmptyList> : null}
      {messages.length > 0 ? (
        // Cards on a phone: a message's address and subject need the width.
        <Table
          caption={t("mail.outbox.title")}
          headers={(["to", "subject", "state", "tries", "lastError", "created"] as const).map((column) =>
            t(`mail.outbox.${column}`),
          )}
        >
          {messages.map((message) => (
            <TableRow key={message._id}>
              <TableCell header label={t("mail.outbox.to")}>
                <span className="font-medium break-all">{message.to}</span>
              </TableCell>
              <TableCell label={t("mail.outbox.subject")}>
                <span lang={message.language}>{message.subject}</span>
              </TableCell>
              <TableCell label={t("mail.outbox.state")}>
                {stateOf(message)}
                {message.state === "failed" ? (
                  <span className="mt-2 block">
                    <SendAgain message={message} />
                  </span>
                ) : null}
              </TableCell>
              <TableCell label={t("mail.outbox.tries")}>{message.attempts}</TableCell>
              <TableCell label={t("mail.outbox.lastError")}>
                <span className="break-words">
                  {message.not_sent_reason
                    ? t(`mail.outbox.notSentReasons.${message.not_sent_reason}`)
                    : (message.last_error ?? "—")}
                </span>
              </TableCell>
              <TableCell label={t("mail.outbox.created")}>{formatMoment(message.created_at, language)}</TableCell>
            </TableRow>
          ))}
        </Table>
      ) : null}
      <ConsolePager
        label={t("mail.outbox.title")}
        pagination={list.data?.pagination}
        page={page}
        onPage={(next) => set("page", String(next))}
      />
    </div>
  );
}
