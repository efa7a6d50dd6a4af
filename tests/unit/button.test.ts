// A button that needs the page's handlers is disabled in the server's render, so a click before
// hydration is refused visibly instead of doing nothing; a submit button works without them.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button } from "@/components/ui/button";

const render = (props: Parameters<typeof Button>[0]) => renderToString(createElement(Button, props, "Edit"));

describe("Button in the server's render", () => {
  it("is disabled when it only has a click handler", () => {
    expect(render({ onClick: () => undefined })).toMatch(
      /^<button type="button"[^>]* disabled="">Edit<\/button>$/,
    );
  });

  it("is enabled as a form's submit button", () => {
    expect(render({ type: "submit" })).not.toContain('disabled=""');
  });

  it("stays disabled when its caller disables it", () => {
    expect(render({ type: "submit", disabled: true })).toContain('disabled=""');
  });
});
