import type { Website } from '@linkloom/contracts';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Dialog } from '@/components/ui/dialog';
import { logError } from '@/lib/error-log';
import { useUpdateWebsite } from '../api/update-website';
import { toFormFailure } from '../utils/form-failure';
import type { ProjectFormFailure } from '../utils/form-failure';
import { ProjectForm } from './project-form';
import type { ProjectFormValues } from './project-form';

type EditProjectModalProps = {
  /** The project being edited; null closes the modal. */
  website: Website | null;
  onClose: () => void;
};

/** Spec §2: the Edit Project modal reuses the project form ('Update Website'). */
export function EditProjectModal({ website, onClose }: EditProjectModalProps) {
  const [failure, setFailure] = useState<ProjectFormFailure | null>(null);
  const updateWebsite = useUpdateWebsite();

  async function handleSubmit(values: ProjectFormValues) {
    if (!website) {
      return;
    }
    setFailure(null);
    try {
      const updated = await updateWebsite.mutateAsync({ websiteId: website.uuid, body: values });
      toast.success(
        updated.url === website.url
          ? 'Project updated'
          : 'Project updated. Discovering its pages again.',
      );
      onClose();
    } catch (error) {
      logError(error, 'Updating the project failed');
      setFailure(toFormFailure(error));
    }
  }

  return (
    <Dialog
      isOpen={website !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) {
          setFailure(null);
          onClose();
        }
      }}
      title="Edit Project"
      description="Change the project's name or website URL."
    >
      {website ? (
        <ProjectForm
          key={website.uuid}
          initialValues={{ name: website.name, url: website.url }}
          isEditing
          failure={failure}
          onSubmit={handleSubmit}
        />
      ) : null}
    </Dialog>
  );
}
