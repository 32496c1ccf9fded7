import type { PostingRefusalDetails } from '#lib/dashboard/job-postings.ts';

type Finding = NonNullable<PostingRefusalDetails['findings']>[number];

/** The block findings a refused save or publish named, from the refusal's answer. */
export function refusedFindings(body: unknown): Finding[] {
  if (typeof body !== 'object' || body === null) return [];
  return (body as PostingRefusalDetails).findings ?? [];
}

/** The findings that stopped a save or publish, each with its rule and the words. */
export function RefusedFindings({ findings }: { findings: readonly Finding[] }) {
  if (findings.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2">
      {findings.map((finding, index) => (
        <li key={index} className="rounded-lg border-2 border-danger p-3 text-sm">
          <span className="font-semibold">
            {finding.title} · {finding.citation}
          </span>
          : {finding.label}, “{finding.excerpt}”
        </li>
      ))}
    </ul>
  );
}
