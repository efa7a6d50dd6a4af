import { adminToken, apiCreate } from "./support/admin-api";
import {
  button,
  deleteOpenItem,
  expectEditKept,
  expectOpenItem,
  expectRefusals,
  fillForm,
  openNewForm,
  save,
} from "./support/admin-form";
import { REMOVAL } from "./support/admin-removal";
import { expect, test } from "./support/fixtures";

test.describe("administration of scopes", () => {
  test.use({ signedInAs: "admin", section: "scopes" });

  test("scopes: create, edit, a server message under Value, delete", async ({ page, tag }) => {
    const name = `E2E scope ${tag}`;
    const value = `e2e-scope-${tag}`;
    const saved = "Scope has been saved successfully";
    await openNewForm(page, "Add scope", "Scope");
    await fillForm(page, { Name: name, Value: value, Description: "Made by a browser test." });
    await save(page, saved, `/administration/scopes/${value}`);
    await expectOpenItem(page, "List of scopes", name);

    await expectEditKept(page, saved, "Description", "Edited by a browser test.");

    await button(page, "Edit").click();
    await expectRefusals(page.getByLabel("Value", { exact: true }), "Error saving scope", [
      ["Not A Value", "Value may contain only lowercase letters, digits and single hyphens"],
      ["editor", "A scope with this value already exists"],
    ]);

    await deleteOpenItem(page, REMOVAL.scope(name, value));
  });
});

test.describe("administration of endpoints", () => {
  test.use({ signedInAs: "admin", section: "endpoints" });

  test("endpoints: create, edit, a server message under URL, delete", async ({ page, tag }) => {
    const adminPageUrl = `e2e-endpoint-${tag}`;
    // A path no real call has, so the row gates nothing other tests use.
    const path = `/e2e-${tag}/:id`;
    const method = page.getByLabel("Method");
    const urlField = page.getByLabel("URL", { exact: true });
    await openNewForm(page, "Add endpoint", "Endpoint");
    await page.getByLabel("Admin page url").fill(adminPageUrl);
    await method.selectOption("DELETE");
    await urlField.fill(path);
    await save(page, "Endpoint has been saved successfully", `/administration/endpoints/${adminPageUrl}`);
    const item = await expectOpenItem(page, "List of endpoints", adminPageUrl);
    await expect(item).toContainText(`DELETE ${path}`);
    await expect(method).toHaveValue("DELETE");

    await expectEditKept(page, "Endpoint has been saved successfully", "Method", "PATCH", (select, option) =>
      select.selectOption(option),
    );

    await button(page, "Edit").click();
    await expectRefusals(urlField, "Error saving endpoint", [
      ["words", "URL must be a path such as /words/:id, relative to the API base"],
    ]);
    await urlField.fill(path);
    await expectRefusals(page.getByLabel("Admin page url"), "Error saving endpoint", [
      ["create-unit", "An endpoint with this admin page url already exists"],
    ]);
    await expect(urlField).not.toHaveAttribute("aria-invalid", "true");

    await deleteOpenItem(page, REMOVAL.endpoint(adminPageUrl));
  });

  test("endpoints: the scopes checklist counts the checked scopes and shows only them when viewing", async ({
    page,
    request,
    tag,
  }) => {
    const scopeName = `E2E checklist ${tag}`;
    const scopeValue = `e2e-checklist-${tag}`;
    const token = await adminToken(request);
    await apiCreate(request, token, "scopes", { name: scopeName, value: scopeValue, description: "" });
    const adminPageUrl = `e2e-checklist-${tag}`;

    await page.goto("/administration/endpoints/new");
    await expect(page.getByRole("group", { name: "Scopes list (empty)" })).toBeVisible();
    await page.getByLabel("Admin page url").fill(adminPageUrl);
    await page.getByLabel("URL", { exact: true }).fill(`/e2e-${tag}`);
    // Editing: every scope with a checkbox.
    const scopes = page.getByRole("group", { name: /^Scopes list/ });
    await expect(scopes.getByRole("checkbox", { name: /^Administrator/ })).not.toBeChecked();
    await scopes.getByRole("checkbox", { name: /^Editor/ }).check();
    await expect(scopes).toHaveAccessibleName("Scopes list (1)");
    await scopes.getByRole("checkbox", { name: new RegExp(`^${scopeName}`) }).check();
    await expect(scopes).toHaveAccessibleName("Scopes list (2)");
    await save(page, "Endpoint has been saved successfully", `/administration/endpoints/${adminPageUrl}`);

    // Viewing: only the checked scopes, without checkboxes.
    const held = page.getByRole("group", { name: "Scopes list (2)" });
    await expect(held).toBeVisible();
    await expect(held.getByRole("checkbox")).toHaveCount(0);
    await expect(held.getByRole("listitem")).toHaveCount(2);
    await expect(held).toContainText("Editor");
    await expect(held).toContainText(scopeName);
    await expect(held).toContainText(scopeValue);
    await expect(held).not.toContainText("Administrator");

    await button(page, "Edit").click();
    await expect(scopes.getByRole("checkbox", { name: /^Administrator/ })).toBeVisible();
    await scopes.getByRole("checkbox", { name: /^Editor/ }).uncheck();
    await expect(scopes).toHaveAccessibleName("Scopes list (1)");
    await scopes.getByRole("checkbox", { name: new RegExp(`^${scopeName}`) }).uncheck();
    await expect(scopes).toHaveAccessibleName("Scopes list (empty)");
    await save(page, "Endpoint has been saved successfully");
    const none = page.getByRole("group", { name: "Scopes list (empty)" });
    await expect(none).toHaveText("Scopes list (empty)No data to display");
    await expect(page.getByRole("checkbox")).toHaveCount(0);

    await deleteOpenItem(page, REMOVAL.endpoint(adminPageUrl));
    // The scope is free again and can go too.
    await page.goto(`/administration/scopes/${scopeValue}`);
    await deleteOpenItem(page, REMOVAL.scope(scopeName, scopeValue));
  });
});
