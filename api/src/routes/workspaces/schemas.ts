import { t } from "elysia";
import { AUDIT_ACTIONS } from "../../services/audit/audit.ts";
import { Int, Nullable } from "../schema.ts";

export const Role = t.UnionEnum(["owner", "admin", "member", "viewer"]);

export const WorkspaceSchema = t.Object(
  {
    id: t.String({ format: "uuid" }),
    name: t.String(),
    personal: t.Boolean({ description: "Your own workspace, created with your account and never shared" }),
    role: Role,
    plan: t.UnionEnum(["free", "basic", "pro", "enterprise"], {
      description: "The plan it runs on: its own, or for a team workspace its owner's",
    }),
    seats: t.Object({
      used: Int({ description: "Members plus pending invitations" }),
      limit: Int(),
    }),
    owner: t.Object({ id: t.String({ format: "uuid" }), email: t.String() }),
    has_logo: t.Boolean({
      description: "Whether a logo is set for its client reports (GET /v1/workspaces/{id}/logo; Enterprise)",
    }),
    created_at: t.String({ format: "date-time" }),
  },
  { title: "Workspace" },
);

export const MemberSchema = t.Object({
  user_id: t.String({ format: "uuid" }),
  email: t.String(),
  role: Role,
  joined_at: t.String({ format: "date-time" }),
});

export const WorkspaceIdParams = t.Object({
  id: t.String({ format: "uuid", error: "id must be a UUID", description: "The workspace id" }),
});

export const NameBody = t.Object({ name: t.String({ maxLength: 200, error: "name: 1 to 100 characters" }) });

export const InvitedRole = t.UnionEnum(["admin", "member", "viewer"]);

export const InvitationSchema = t.Object(
  {
    id: t.String({ format: "uuid" }),
    email: t.String(),
    role: InvitedRole,
    invited_by: Nullable(t.Object({ id: t.String({ format: "uuid" }), email: t.String() }), {
      description: "Null once the inviter's account is deleted",
    }),
    created_at: t.String({ format: "date-time" }),
    expires_at: t.String({ format: "date-time" }),
    status: t.UnionEnum(["pending", "expired"], {
      description: "An expired invitation no longer works and holds no seat; invite the address again",
    }),
  },
  { title: "Invitation" },
);

export const InvitationBody = t.Object({
  email: t.String({ format: "email", maxLength: 254, error: "email: must be an email address" }),
  role: t.UnionEnum(["admin", "member", "viewer"], { error: "role: one of admin, member, viewer" }),
});

export const InvitationParams = t.Object({
  id: t.String({ format: "uuid", error: "id must be a UUID", description: "The workspace id" }),
  invitation_id: t.String({
    format: "uuid",
    error: "invitation_id must be a UUID",
    description: "The invitation's id",
  }),
});

export const MemberParams = t.Object({
  id: t.String({ format: "uuid", error: "id must be a UUID", description: "The workspace id" }),
  user_id: t.String({ format: "uuid", error: "user_id must be a UUID", description: "The member's user id" }),
});

export const AuditEntrySchema = t.Object(
  {
    id: t.String({ format: "uuid" }),
    action: t.UnionEnum([...AUDIT_ACTIONS]),
    actor: t.Object({
      id: Nullable(t.String({ format: "uuid" }), { description: "Null once the actor's account is deleted" }),
      email: t.String(),
    }),
    target: Nullable(t.String(), {
      description: "The member's or invitee's email, the token's name, the analysis id, the new name",
    }),
    details: t.Record(t.String(), t.Unknown(), {
      description: "For role changes `from` and `to`; for invitations `role`",
    }),
    created_at: t.String({ format: "date-time" }),
  },
  { title: "AuditEntry" },
);
