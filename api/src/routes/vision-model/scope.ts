import type { WorkspaceScope } from "../../plugins/auth.ts";

/** Every operation on a workspace's own vision model: owners and admins, workspace from the path. */
export const VISION_MODEL_SCOPE: WorkspaceScope = { action: "vision_model.manage", from: "path" };
export const VISION_MODEL_TAGS = ["Workspaces"];
