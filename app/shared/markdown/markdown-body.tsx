import { Fragment } from "react";
import { ExternalLink } from "#app/shared/ui/external-link.tsx";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { linkKind, type Block, type Inline } from "./markdown.ts";

const linkClass = "font-medium text-brand underline underline-offset-2 hover:text-brand-dark";

function Inlines({ pieces }: { pieces: Inline[] }) {
  return pieces.map((piece, index) => {
    if (piece.type === "text") return <Fragment key={index}>{piece.text}</Fragment>;
    if (piece.type === "code") return <code key={index}>{piece.text}</code>;
    if (piece.type === "break") return <br key={index} />;
    const children = <Inlines pieces={piece.children} />;
    if (piece.type === "strong") return <strong key={index}>{children}</strong>;
    if (piece.type === "emphasis") return <em key={index}>{children}</em>;
    switch (linkKind(piece.href)) {
      case "site":
        return (
          <LocalLink key={index} to={piece.href} className={linkClass}>
            {children}
          </LocalLink>
        );
      case "external":
        return (
          <ExternalLink key={index} href={piece.href} className={linkClass}>
            {children}
          </ExternalLink>
        );
      case "mail":
        return (
          <a key={index} href={piece.href} className={linkClass}>
            {children}
          </a>
        );
      case "unsafe":
        return <Fragment key={index}>{children}</Fragment>;
    }
  });
}

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case "heading":
      return block.level === 2 ? (
        <h2 className="mt-8 text-h3 font-bold text-slate-900">
          <Inlines pieces={block.children} />
        </h2>
      ) : (
        <h3 className="mt-6 text-h4 font-semibold text-slate-900">
          <Inlines pieces={block.children} />
        </h3>
      );
    case "paragraph":
      return (
        <p className="mt-4 leading-relaxed text-slate-700">
          <Inlines pieces={block.children} />
        </p>
      );
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List className={`mt-4 space-y-2 pl-6 text-slate-700 ${block.ordered ? "list-decimal" : "list-disc"}`}>
          {block.items.map((item, index) => (
            <li key={index} className="leading-relaxed">
              <Inlines pieces={item} />
            </li>
          ))}
        </List>
      );
    }
  }
}

/** A page's text (its Markdown, parsed on the server) as elements; React escapes all of it, so content can never inject markup. */
export function MarkdownBody({ blocks }: { blocks: Block[] }) {
  return blocks.map((block, index) => <BlockView key={index} block={block} />);
}
