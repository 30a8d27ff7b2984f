import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowRight, Users } from "lucide-react";
import { useForm } from "react-hook-form";
import { FormField } from "../../components/form-field.tsx";
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Input,
  toast,
} from "../../components/ui/index.ts";
import { client } from "../../lib/api.ts";
import { useAuth } from "../../lib/auth.tsx";
import { errorMessage } from "../../lib/errors.ts";
import { z } from "../../lib/zod.ts";
import { ROLE_LABEL, useActiveWorkspace, workspaceKeys } from "../lib/workspaces.ts";

const teamSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(100, "Name must be at most 100 characters"),
});
type TeamValues = z.infer<typeof teamSchema>;

/**
 * The Team tab of a personal workspace: it is never shared, so inviting happens in a team
 * workspace. Lists the teams the user is already in, and creates one (Enterprise).
 */
export function CreateTeamCard() {
  const { switchWorkspace } = useAuth();
  const qc = useQueryClient();
  const teams = useActiveWorkspace().workspaces.filter((w) => !w.personal);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TeamValues>({ resolver: zodResolver(teamSchema), defaultValues: { name: "" } });

  const onSubmit = async ({ name }: TeamValues) => {
    try {
      const team = await client.workspaces.create({ name });
      toast.success("Team workspace created", { description: `Invite your colleagues to ${team.name}.` });
      await qc.invalidateQueries({ queryKey: workspaceKeys.list, exact: true });
      await switchWorkspace(team.id);
    } catch (e) {
      setError("name", { message: errorMessage(e, "The team workspace could not be created.") });
    }
  };

  return (
    <div className="space-y-6">
      <h2 className="text-xl font-semibold">Team</h2>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Users aria-hidden="true" className="size-5" />
            Create a team workspace
          </CardTitle>
          <CardDescription>
            Your personal workspace is never shared. A team workspace holds analyses, projects and API tokens that its
            members work on together, on your Enterprise plan and its monthly quota.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex max-w-lg flex-col gap-3 sm:flex-row">
            <div className="flex-1">
              <FormField id="team-name" label="Team name" error={errors.name?.message}>
                {(a11y) => <Input autoComplete="organization" {...a11y} {...register("name")} />}
              </FormField>
            </div>
            <Button type="submit" className="sm:mt-6" loading={isSubmitting}>
              {isSubmitting ? "Creating..." : "Create Team Workspace"}
            </Button>
          </form>
        </CardContent>
      </Card>
      {teams.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>Your teams</CardTitle>
            <CardDescription>Open a team to see its members and invitations.</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="divide-y divide-border text-sm">
              {teams.map((t) => (
                <li key={t.id} className="flex items-center justify-between gap-2 py-2">
                  <span className="truncate font-medium">
                    {t.name} <span className="text-muted-foreground">({ROLE_LABEL[t.role]})</span>
                  </span>
                  <Button size="sm" variant="outline" onClick={() => void switchWorkspace(t.id)}>
                    Open<span className="sr-only"> {t.name}</span>
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Button>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
