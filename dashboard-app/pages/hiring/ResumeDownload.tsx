import { useState } from 'react';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { problemMessage } from '../../api/client.ts';
import { createResumeLink } from '../../api/hiring.ts';

/**
 * Downloads the résumé through a fresh five-minute link, made when the admin asks for it, so no
 * link that opens the file sits in the page, the history or a shared screen.
 */
export function ResumeDownload({ applicationId }: { applicationId: string }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function download() {
    setBusy(true);
    setProblem(null);
    try {
      const { url } = await createResumeLink(applicationId);
      window.location.assign(url);
    } catch (error) {
      setProblem(problemMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="mt-2 flex flex-col gap-2">
      <Button tone="secondary" busy={busy} onClick={() => void download()} className="self-start">
        Download the résumé
      </Button>
      {problem && <Alert tone="error">{problem}</Alert>}
    </div>
  );
}
