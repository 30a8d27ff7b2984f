import type { CallOptions, ClientContext } from "../context.ts";
import type { BodyOf, ResponseOf } from "../types.ts";
import { type FileInput, fileForm } from "../upload.ts";
import type { ReportFormat } from "./analyses.ts";

type WsPath = "/v1/workspaces/{id}";
export type InvitationInput = BodyOf<
  "/v1/workspaces/{id}/invitations",
  "post",
  { email: string; role: "admin" | "member" | "viewer" }
>;
export type WorkspaceRole = "owner" | "admin" | "member" | "viewer";
export interface PageInput {
  limit?: number;
  cursor?: string;
}

const ws = (id: string) => `/v1/workspaces/${encodeURIComponent(id)}`;

/** Workspaces you belong to, their members, invitations and audit log. */
export class WorkspacesResource {
  constructor(private readonly ctx: ClientContext) {}

  list(opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/workspaces", "get">>({
      method: "GET",
      path: "/v1/workspaces",
      ...opts,
    });
  }

  /** A team workspace owned by you (Enterprise). */
  create(input: { name: string }, opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/workspaces", "post">>({
      method: "POST",
      path: "/v1/workspaces",
      json: input,
      ...opts,
    });
  }

  get(id: string, opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<WsPath, "get">>({ method: "GET", path: ws(id), ...opts });
  }

  rename(id: string, name: string, opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<WsPath, "patch">>({
      method: "PATCH",
      path: ws(id),
      json: { name },
      ...opts,
    });
  }

  /**
   * The Enterprise Report of the workspace, or of one `project` in it: a PDF by default, or a
   * printable HTML page (Enterprise).
   */
  report(id: string, params: { format?: ReportFormat; project?: string } = {}, opts?: CallOptions): Promise<File> {
    return this.ctx.http.request<File>({
      method: "GET",
      path: `${ws(id)}/report`,
      query: { format: params.format ?? "pdf", project: params.project },
      responseType: "file",
      ...opts,
    });
  }

  /** The logo on the workspace's reports, as the PNG it was stored as. */
  logo(id: string, opts?: CallOptions): Promise<Blob> {
    return this.ctx.http.request<Blob>({ method: "GET", path: `${ws(id)}/logo`, responseType: "blob", ...opts });
  }

  /**
   * Sets the logo on the workspace's reports (owners and admins, Enterprise): a PNG, JPEG or
   * WebP of at most 512 KB, as a path in Node/Bun, a Blob/File or bytes.
   */
  async setLogo(id: string, file: FileInput, opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/workspaces/{id}/logo", "put">>({
      method: "PUT",
      path: `${ws(id)}/logo`,
      form: await fileForm(file),
      ...opts,
    });
  }

  deleteLogo(id: string, opts?: CallOptions) {
    return this.ctx.http.request<void>({ method: "DELETE", path: `${ws(id)}/logo`, ...opts });
  }

  members(id: string, page: PageInput = {}, opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/workspaces/{id}/members", "get">>({
      method: "GET",
      path: `${ws(id)}/members`,
      query: { ...page },
      ...opts,
    });
  }

  /** Changes a member's role; `owner` hands the workspace over. */
  setRole(id: string, userId: string, role: WorkspaceRole, opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/workspaces/{id}/members/{user_id}", "patch">>({
      method: "PATCH",
      path: `${ws(id)}/members/${encodeURIComponent(userId)}`,
      json: { role },
      ...opts,
    });
  }

  /** Removes a member; your own user id leaves the workspace. */
  removeMember(id: string, userId: string, opts?: CallOptions) {
    return this.ctx.http.request<void>({
      method: "DELETE",
      path: `${ws(id)}/members/${encodeURIComponent(userId)}`,
      ...opts,
    });
  }

  invitations(id: string, page: PageInput = {}, opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/workspaces/{id}/invitations", "get">>({
      method: "GET",
      path: `${ws(id)}/invitations`,
      query: { ...page },
      ...opts,
    });
  }

  invite(id: string, input: InvitationInput, opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/workspaces/{id}/invitations", "post">>({
      method: "POST",
      path: `${ws(id)}/invitations`,
      json: input,
      ...opts,
    });
  }

  revokeInvitation(id: string, invitationId: string, opts?: CallOptions) {
    return this.ctx.http.request<void>({
      method: "DELETE",
      path: `${ws(id)}/invitations/${encodeURIComponent(invitationId)}`,
      ...opts,
    });
  }

  /** Joins with the token from an invitation link (signed in with the invited address). */
  acceptInvitation(token: string, opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/invitations/accept", "post">>({
      method: "POST",
      path: "/v1/invitations/accept",
      json: { token },
      ...opts,
    });
  }

  auditLog(id: string, page: PageInput = {}, opts?: CallOptions) {
    return this.ctx.http.request<{
      data: {
        id: string;
        action: string;
        actor: { id: string | null; email: string };
        target: string | null;
        details: Record<string, unknown>;
        created_at: string;
      }[];
      next_cursor: string | null;
    }>({ method: "GET", path: `${ws(id)}/audit-log`, query: { ...page }, ...opts });
  }

  /** The whole audit log as CSV text. */
  exportAuditLog(id: string, opts?: CallOptions) {
    return this.ctx.http.request<string>({
      method: "GET",
      path: `${ws(id)}/audit-log`,
      query: { format: "csv" },
      responseType: "text",
      ...opts,
    });
  }
}
