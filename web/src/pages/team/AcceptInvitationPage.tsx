import { CircleCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { Button } from "../../components/ui/button.tsx";
import { client } from "../../lib/api.ts";
import { useAuth } from "../../lib/auth.tsx";
import { errorMessage } from "../../lib/errors.ts";
import { forgetInvitation } from "../../lib/pending-invitation.ts";
import { AuthShell, TEXT_LINK } from "../auth/AuthShell.tsx";

type Joined = Awaited<ReturnType<typeof client.workspaces.acceptInvitation>>;

/**
 * Where an invitation email's link lands (signed in: the route is protected, and sign-in comes
 * back here). Joining is a deliberate click, so opening the link alone changes nothing.
 */
export default function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { switchWorkspace } = useAuth();
  const token = params.get("token");
  const [joined, setJoined] = useState<Joined | null>(null);
  const [error, setError] = useState<string | null>(token ? null : "This invitation link is incomplete.");
  const [busy, setBusy] = useState(false);
  // Reached signed in: whatever was kept for after sign-up has done its job.
  useEffect(forgetInvitation, []);

  if (joined) {
    return (
      <AuthShell title="Invitation accepted" centered>
        <div className="space-y-4 text-center">
          <span className="mx-auto grid size-14 place-items-center rounded-full bg-success-soft text-success">
            <CircleCheck className="size-7" aria-hidden="true" />
          </span>
          <p role="status">
            You joined <strong>{joined.name}</strong> as {joined.role === "admin" ? "an" : "a"} {joined.role}.
          </p>
          <Button
            className="w-full"
            onClick={async () => {
              // Straight into the team just joined; the header's switcher leads back to Personal.
              await switchWorkspace(joined.id);
              navigate("/dashboard", { replace: true });
            }}
          >
            Go to Dashboard
          </Button>
        </div>
      </AuthShell>
    );
  }

  const accept = async () => {
    if (!token) return;
    setBusy(true);
    try {
      setJoined(await client.workspaces.acceptInvitation(token));
    } catch (e) {
      setError(errorMessage(e, "This invitation could not be accepted."));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthShell title="Join a workspace" description="You were invited to a team workspace on AdLens.">
      <div className="space-y-4">
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <Button className="w-full" disabled={!token || busy} onClick={accept}>
          {busy ? "Joining…" : "Accept Invitation"}
        </Button>
        <p className="text-sm text-muted-foreground">
          Not for you?{" "}
          <Link to="/dashboard" className={TEXT_LINK}>
            Go to your dashboard
          </Link>
        </p>
      </div>
    </AuthShell>
  );
}
