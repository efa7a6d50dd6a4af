// A button that needs the page's handlers is disabled in the server's render, so a click before
// hydration is refused visibly instead of doing nothing; a render in the browser enables it.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useInBrowser } from "@/components/ui/use-in-browser";

function EditButton() {
  return createElement("button", { type: "button", disabled: !useInBrowser() }, "Edit");
}

describe("useInBrowser", () => {
  it("is false in the server's render", () => {
    expect(renderToString(createElement(EditButton))).toBe('<button type="button" disabled="">Edit</button>');
  });
});
