"use client";

// The same boundary as the root's; here it keeps the administration menu, so the other sections stay one click away.
export { default } from "../error";
