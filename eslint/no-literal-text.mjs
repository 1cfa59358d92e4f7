// A string a person reads, written in a component instead of the message catalogs (issue 17):
// text between tags, a string in braces, or the value of an attribute people read or hear.
// The catalogs are src/i18n/{en,id}/*.json; a component asks for its words with useTranslations.

const READ_ATTRIBUTES = new Set([
  "alt",
  "aria-label",
  "aria-description",
  "aria-valuetext",
  "label",
  "placeholder",
  "title",
]);

/** Words, not just spaces, digits, punctuation and symbols (`·`, `×`, `+`, `…`). */
const hasWords = (text) => /\p{L}{2,}/u.test(text);

/** @type {import("eslint").Rule.RuleModule} */
export const noLiteralText = {
  meta: {
    type: "problem",
    docs: { description: "user-facing text comes from the message catalogs" },
    messages: {
      literal:
        "“{{text}}” is text a person reads: put it in src/i18n/{en,id}/*.json and use useTranslations.",
    },
    schema: [],
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: "literal", data: { text: text.trim().slice(0, 40) } });
    /** A child of an element, or the value of an attribute people read (not `href`, `id`…). */
    const isRead = (container) => {
      const parent = container.parent;
      if (parent?.type !== "JSXAttribute") return true;
      return READ_ATTRIBUTES.has(typeof parent.name.name === "string" ? parent.name.name : "");
    };
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, node.value);
      },
      "JSXExpressionContainer > Literal"(node) {
        if (typeof node.value === "string" && hasWords(node.value) && isRead(node.parent))
          report(node, node.value);
      },
      "JSXExpressionContainer > TemplateLiteral"(node) {
        const text = node.quasis.map((q) => q.value.cooked ?? "").join(" ");
        if (hasWords(text) && isRead(node.parent)) report(node, text);
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === "string" ? node.name.name : "";
        if (!READ_ATTRIBUTES.has(name) || node.value?.type !== "Literal") return;
        if (typeof node.value.value === "string" && hasWords(node.value.value))
          report(node.value, node.value.value);
      },
    };
  },
};
