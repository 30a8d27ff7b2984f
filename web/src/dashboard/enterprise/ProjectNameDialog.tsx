import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { FormField } from "../../components/form-field.tsx";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
} from "../../components/ui/index.ts";
import { client } from "../../lib/api.ts";
import { errorMessage } from "../../lib/errors.ts";
import { z } from "../../lib/zod.ts";
import type { Project } from "../lib/projects.ts";

const nameSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(100, "Name must be at most 100 characters"),
});
type NameValues = z.infer<typeof nameSchema>;

/** Names a new project, or renames one; names are unique in the workspace (the API says so). */
export function ProjectNameDialog({
  project,
  onClose,
  onSaved,
}: {
  project: Project | "new" | null;
  onClose: () => void;
  onSaved: (project: Project, created: boolean) => Promise<void>;
}) {
  const creating = project === "new";
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NameValues>({ resolver: zodResolver(nameSchema), defaultValues: { name: "" } });

  useEffect(() => {
    if (project) reset({ name: project === "new" ? "" : project.name });
  }, [project, reset]);

  const onSubmit = async ({ name }: NameValues) => {
    try {
      const saved =
        project === "new" || project === null
          ? await client.projects.create({ name })
          : await client.projects.update(project.id, { name });
      await onSaved(saved, creating);
    } catch (e) {
      setError("name", { message: errorMessage(e, "The project could not be saved.") });
    }
  };

  return (
    <Dialog open={project !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{creating ? "New project" : "Rename project"}</DialogTitle>
          <DialogDescription>
            {creating
              ? "A folder for one client or campaign; everyone in the workspace sees it."
              : "Its analyses stay where they are."}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
          <FormField id="project-name" label="Project name" error={errors.name?.message}>
            {(a11y) => <Input autoComplete="off" {...a11y} {...register("name")} />}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {creating ? "Create Project" : "Save Name"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
