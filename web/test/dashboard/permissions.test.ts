import { describe, expect, test } from "bun:test";
import { POLICY } from "../../../api/src/services/workspaces/policy.ts";
import { assignableRoles, CAN, outranks } from "../../src/dashboard/lib/permissions.ts";

describe("the dashboard's copy of the role policy", () => {
  test("every action the dashboard checks allows exactly the roles the API's policy allows", () => {
    for (const [action, roles] of Object.entries(CAN)) {
      const policy = POLICY[action as keyof typeof POLICY];
      expect(policy, action).toBeDefined();
      expect([...roles].sort(), action).toEqual([...policy.roles].sort());
    }
  });

  test("owners give any role below theirs, admins only member and viewer, members and viewers none", () => {
    expect(assignableRoles("owner")).toEqual(["admin", "member", "viewer"]);
    expect(assignableRoles("admin")).toEqual(["member", "viewer"]);
    expect(assignableRoles("member")).toEqual(["viewer"]);
    expect(assignableRoles("viewer")).toEqual([]);
    expect(outranks("admin", "admin")).toBe(false);
    expect(outranks("owner", "admin")).toBe(true);
  });
});
