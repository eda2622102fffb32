import type { ChildNode, Element } from "domhandler";
import { parseDocument } from "htmlparser2";

// What a browser posts for a rendered form (HTML's "constructing the entry list"): the successful
// controls in tree order — text-like inputs, hidden inputs, textareas, selects, and checkboxes and
// radios only when checked; of the buttons only the one pressed; never, as a form without a chosen file
// would post them, empty file inputs. Line breaks are sent as CRLF, as browsers send them.

const crlf = (text: string) => text.replace(/\r\n|\r|\n/g, "\r\n");

function textOf(node: ChildNode): string {
  if (node.type === "text") return node.data;
  return "children" in node ? node.children.map(textOf).join("") : "";
}

function* elements(node: ChildNode): Generator<Element> {
  if (node.type === "tag" || node.type === "script" || node.type === "style") {
    yield node;
    for (const child of node.children) yield* elements(child);
  }
}

/** The form data of a rendered form; `submitter` picks the button pressed (by its text), which posts its name and value. */
export function formDataOf(html: string, submitter?: (text: string) => boolean): FormData {
  const data = new FormData();
  const document = parseDocument(html);
  for (const element of document.children.flatMap((node) => [...elements(node)])) {
    const name = element.attribs.name;
    if (!name || "disabled" in element.attribs) continue;
    if (element.name === "button") {
      if (submitter?.(textOf(element).trim())) {
        data.append(name, element.attribs.value ?? "");
        submitter = undefined;
      }
    } else if (element.name === "input") {
      const type = (element.attribs.type ?? "text").toLowerCase();
      if (["submit", "button", "reset", "image", "file"].includes(type)) continue;
      if ((type === "checkbox" || type === "radio") && !("checked" in element.attribs)) continue;
      data.append(name, crlf(element.attribs.value ?? (type === "checkbox" || type === "radio" ? "on" : "")));
    } else if (element.name === "textarea") {
      // The HTML parser drops one newline right after <textarea>.
      data.append(name, crlf(textOf(element).replace(/^\n/, "")));
    } else if (element.name === "select") {
      const options = [...elements(element)].filter((each) => each.name === "option");
      const chosen = options.find((option) => "selected" in option.attribs) ?? options[0];
      if (chosen) data.append(name, crlf(chosen.attribs.value ?? textOf(chosen)));
    }
  }
  return data;
}
