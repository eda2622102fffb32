// Spec storefront-shell §2.2 "Content preview: preview mode applies when the preview data has a
// matching content type, or carries a versionId or releaseId (branch preview) from the content
// platform." (A draft id is required: see docs/decisions/014.)
import { describe, expect, it } from "vitest";

import { draftKey, previewDraft, shellPreviewDraft } from "./preview";

const id = "k3j9x0p2m4q8w1z5";

describe("previewDraft", () => {
  it.each([
    ["no preview data", "", "home", null],
    ["a versionId", `versionId=${id}`, "home", id],
    ["a versionId with the matching content type", `contentType=landingPage&versionId=${id}`, "landingPage", id],
    ["a versionId of another content type", `contentType=landingPage&versionId=${id}`, "home", null],
    ["a releaseId (branch preview) whatever the content type", `contentType=plp&releaseId=${id}`, "home", id],
    ["a documentId is a version", `contentType=home&documentId=${id}`, "home", id],
    ["a content type alone shows no draft", "contentType=home", "home", null],
    ["a malformed id is ignored", "versionId=../../content:home", "home", null],
    ["a too short id is ignored", "versionId=abc", "home", null],
  ] as const)("%s", (_, query, pageType, expected) => {
    expect(previewDraft(new URLSearchParams(query), pageType)).toBe(expected);
  });
});

it("keeps drafts apart from published keys", () => {
  expect(draftKey(id, "content:home")).toBe(`draft:${id}:content:home`);
});

describe("shellPreviewDraft", () => {
  it.each([
    ["no preview data", "", null],
    ["a versionId (a header draft: 'cualquier página que lo use')", `versionId=${id}`, id],
    ["a releaseId", `releaseId=${id}`, id],
    ["a versionId narrowed to a page type", `versionId=${id}&contentType=home`, null],
    ["a malformed id", "versionId=../x", null],
  ])("%s", (_, query, expected) => {
    expect(shellPreviewDraft(new URLSearchParams(query))).toBe(expected);
  });
});
