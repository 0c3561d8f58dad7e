import { zodResolver } from '@hookform/resolvers/zod';
import { createWebsiteBodySchema } from '@linkloom/contracts';
import { Sparkles } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import type { ProjectFormFailure } from '../utils/form-failure';
import { fieldErrorProps, FormField } from '@/components/ui/form-field';

const projectFormSchema = createWebsiteBodySchema.pick({ name: true, url: true });
type ProjectFormInput = z.input<typeof projectFormSchema>;
export type ProjectFormValues = z.output<typeof projectFormSchema>;

type ProjectFormProps = {
  initialValues?: ProjectFormValues;
  isEditing?: boolean;
  /** The server's refusal (duplicate site, plan limit), shown above the button. */
  failure?: ProjectFormFailure | null;
  onSubmit: (values: ProjectFormValues) => Promise<void>;
};

/** Spec §2 step 1 and the Edit Project modal: Project Name and Website URL (§5 rules). */
export function ProjectForm({
  initialValues,
  isEditing = false,
  failure,
  onSubmit,
}: ProjectFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProjectFormInput, unknown, ProjectFormValues>({
    resolver: zodResolver(projectFormSchema),
    defaultValues: initialValues ?? { name: '', url: '' },
  });

  return (
    <form className="space-y-4" onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <FormField id="project-name" label="Project Name" error={errors.name?.message}>
        <Input
          id="project-name"
          placeholder="My Website"
          autoComplete="off"
          {...fieldErrorProps('project-name', errors.name?.message)}
          {...register('name')}
        />
      </FormField>
      <FormField id="project-url" label="Website URL" error={errors.url?.message}>
        <Input
          id="project-url"
          inputMode="url"
          placeholder="https://example.com"
          autoComplete="url"
          {...fieldErrorProps('project-url', errors.url?.message)}
          {...register('url')}
        />
      </FormField>
      <p className="flex gap-2 rounded-lg bg-brand-50 px-3 py-2.5 text-xs text-brand-800">
        <Sparkles className="mt-0.5 size-3.5 shrink-0" aria-hidden />
        <span>
          We use smart crawl defaults (depth 3, daily crawls, robots.txt respected, up to 1,000
          pages). You can change them later in the website’s Crawl Settings.
        </span>
      </p>
      {failure ? (
        <div
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
        >
          <p>{failure.message}</p>
          {failure.isPlanLimit ? (
            <Link to={paths.billing} className="mt-1 inline-block font-medium underline">
              View plans
            </Link>
          ) : null}
        </div>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : isEditing ? 'Update Website' : 'Add Website'}
        </Button>
      </div>
    </form>
  );
}
