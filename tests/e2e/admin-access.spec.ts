import { adminToken, apiCreate, unique } from "./support/admin-api";
import { button, deleteOpenItem, expectFieldError, openNewForm, save } from "./support/admin-form";
import { REMOVAL } from "./support/admin-removal";
import { entityList } from "./support/admin-list";
import { expect, test } from "./support/fixtures";
import { expectToast } from "./support/ui";

test.describe("administration of scopes", () => {
  test.use({ signedInAs: "admin", section: "scopes" });

  test("scopes: create, edit, a server message under Value, delete", async ({ page }) => {
    const id = unique();
    const name = `E2E scope ${id}`;
    const value = `e2e-scope-${id}`;
    await openNewForm(page, "Add scope", "Scope");
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("Value", { exact: true }).fill(value);
    await page.getByLabel("Description", { exact: true }).fill("Made by a browser test.");
    await save(page, "Scope has been saved successfully", `/administration/scopes/${value}`);
    await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
    await expect(entityList(page, "List of scopes").getByRole("link", { name })).toHaveAttribute(
      "aria-current",
      "true",
    );

    await button(page, "Edit").click();
    await page.getByLabel("Description", { exact: true }).fill("Edited by a browser test.");
    await save(page, "Scope has been saved successfully");
    await page.reload();
    await expect(page.getByLabel("Description", { exact: true })).toHaveValue("Edited by a browser test.");

    await button(page, "Edit").click();
    const valueField = page.getByLabel("Value", { exact: true });
    await valueField.fill("Not A Value");
    await button(page, "Save").click();
    await expectToast(page, "Error saving scope");
    await expectFieldError(valueField, "Value may contain only lowercase letters, digits and single hyphens");
    await valueField.fill("editor");
    await button(page, "Save").click();
    await expectFieldError(valueField, "A scope with this value already exists");

    await deleteOpenItem(page, REMOVAL.scope(name, value));
  });
});

test.describe("administration of endpoints", () => {
  test.use({ signedInAs: "admin", section: "endpoints" });

  test("endpoints: create, edit, a server message under URL, delete", async ({ page }) => {
    const id = unique();
    const adminPageUrl = `e2e-endpoint-${id}`;
    // A path no real call has, so the row gates nothing other tests use.
    const path = `/e2e-${id}/:id`;
    await openNewForm(page, "Add endpoint", "Endpoint");
    await page.getByLabel("Admin page url").fill(adminPageUrl);
    await page.getByLabel("Method").selectOption("DELETE");
    await page.getByLabel("URL", { exact: true }).fill(path);
    await save(page, "Endpoint has been saved successfully", `/administration/endpoints/${adminPageUrl}`);
    await expect(page.getByRole("heading", { name: adminPageUrl, exact: true })).toBeVisible();
    const item = entityList(page, "List of endpoints").getByRole("link", { name: adminPageUrl });
    await expect(item).toHaveAttribute("aria-current", "true");
    await expect(item).toContainText(`DELETE ${path}`);
    await expect(page.getByLabel("Method")).toHaveValue("DELETE");

    await button(page, "Edit").click();
    await page.getByLabel("Method").selectOption("PATCH");
    await save(page, "Endpoint has been saved successfully");
    await page.reload();
    await expect(page.getByLabel("Method")).toHaveValue("PATCH");

    await button(page, "Edit").click();
    const urlField = page.getByLabel("URL", { exact: true });
    await urlField.fill("words");
    await button(page, "Save").click();
    await expectToast(page, "Error saving endpoint");
    await expectFieldError(urlField, "URL must be a path such as /words/:id, relative to the API base");
    await urlField.fill(path);
    const adminPageField = page.getByLabel("Admin page url");
    await adminPageField.fill("create-unit");
    await button(page, "Save").click();
    await expectFieldError(adminPageField, "An endpoint with this admin page url already exists");
    await expect(urlField).not.toHaveAttribute("aria-invalid", "true");

    await deleteOpenItem(page, REMOVAL.endpoint(adminPageUrl));
  });

  test("endpoints: the scopes checklist counts the checked scopes and shows only them when viewing", async ({
    page,
    request,
  }) => {
    const id = unique();
    const scopeName = `E2E checklist ${id}`;
    const scopeValue = `e2e-checklist-${id}`;
    const token = await adminToken(request);
    await apiCreate(request, token, "scopes", { name: scopeName, value: scopeValue, description: "" });
    const adminPageUrl = `e2e-checklist-${id}`;

    await page.goto("/administration/endpoints/new");
    await expect(page.getByRole("group", { name: "Scopes list (empty)" })).toBeVisible();
    await page.getByLabel("Admin page url").fill(adminPageUrl);
    await page.getByLabel("URL", { exact: true }).fill(`/e2e-${id}`);
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
