/** The inbox's notice that the server's last daily backup failed (server/backups/daily-backup.ts), until one succeeds. */
import { useAdminLang } from "~/components/admin/admin-lang";
import { When } from "~/components/admin/when";
import { backupsCopy } from "~/content/admin/backups";

export function BackupFailed({ failure }: { failure: { at: number; error: string } }) {
  const copy = backupsCopy[useAdminLang()];
  return (
    <div role="alert" data-testid="backup-failed" className="mb-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900">
      <p className="font-semibold">
        {copy.failed} (<When at={failure.at} />)
      </p>
      <p className="mt-1 break-words">
        {copy.reason} <span lang="en">{failure.error}</span>
      </p>
      <p className="mt-1">{copy.next}</p>
    </div>
  );
}
