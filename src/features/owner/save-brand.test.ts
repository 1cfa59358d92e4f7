import { describe, expect, it } from "vitest";
import { problemsAt } from "./save-brand";

describe("problemsAt", () => {
  const problems = [
    { path: "$.staff[2].name", message: "Too small" },
    { path: "$.staff[2].branchIds[0]", message: 'no branch has id "x"' },
    { path: "$.staff[2]", message: "whole entry" },
    { path: "$.staff[20].name", message: "another person" },
    { path: "$.branches[0].phoneNumber", message: "elsewhere" },
  ];

  it("keys the problems under the edited part by the rest of their path, in the owner's words", () => {
    expect(problemsAt(problems, "$.staff[2]", "Check it")).toEqual({
      "": "Check it",
      name: "Check it",
      "branchIds[0]": "Check it",
    });
  });

  it("keys list entries by their index under a list", () => {
    expect(problemsAt(problems, "$.staff", "Check it")).toEqual({
      "[2].name": "Check it",
      "[2].branchIds[0]": "Check it",
      "[2]": "Check it",
      "[20].name": "Check it",
    });
  });

  it("finds nothing in an answer without problems", () => {
    expect(problemsAt(undefined, "$.staff", "x")).toEqual({});
    expect(problemsAt([{ nope: 1 }], "$.staff", "x")).toEqual({});
  });
});
