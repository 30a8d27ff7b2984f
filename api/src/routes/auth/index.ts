import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { confirm } from "./confirm.ts";
import { login } from "./login.ts";
import { logout } from "./logout.ts";
import { recover } from "./recover.ts";
import { refresh } from "./refresh.ts";
import { resend } from "./resend.ts";
import { resetPasswordRoute } from "./reset-password.ts";
import { signup } from "./signup.ts";

export function authRoutes(deps: AppDeps) {
  return new Elysia()
    .use(signup(deps))
    .use(resend(deps))
    .use(confirm(deps))
    .use(login(deps))
    .use(refresh(deps))
    .use(logout(deps))
    .use(recover(deps))
    .use(resetPasswordRoute(deps));
}
