import { MAX_OVERRIDE_REASON, refusedFindings, type OverrideSubject } from '#lib/compliance/override.ts';
import { TextAreaField } from './TextAreaField.tsx';

/** The reason as a write sends it: nothing until one is written. */
export function overrideReasonOf(typed: string): string | undefined {
  return typed.trim() || undefined;
}

/**
 * The advertising rules' findings a refused publish or save named, each with its rule and the
 * words, and then the field for the reason an admin gives to let it go out anyway (the server
 * keeps it in the staff audit log; src/server/compliance/override-gate.ts).
 */
export function ComplianceOverride({
  subject,
  action,
  reason,
  onReasonChange,
}: {
  subject: OverrideSubject;
  /** The write's last answer: the refusal that named the findings, and the message for the reason. */
  action: { refusal: { body: unknown } | null; fields: Record<string, string> };
  reason: string;
  onReasonChange: (reason: string) => void;
}) {
  const findings = refusedFindings(action.refusal?.body);
  const needsReason = findings.length > 0 || action.fields.overrideReason !== undefined;
  return (
    <>
      {findings.length > 0 && (
        <ul className="flex flex-col gap-2">
          {findings.map((finding, index) => (
            <li key={index} className="rounded-lg border-2 border-danger p-3 text-sm">
              <span className="font-semibold">
                {finding.title} · {finding.citation}
              </span>
              : {finding.label !== undefined && `${finding.label}, `}“{finding.excerpt}”
            </li>
          ))}
        </ul>
      )}
      {needsReason && (
        <TextAreaField
          label={`Why the ${subject} may go out anyway`}
          rows={2}
          maxLength={MAX_OVERRIDE_REASON}
          value={reason}
          onChange={(event) => onReasonChange(event.target.value)}
          error={action.fields.overrideReason}
          hint="Kept in the staff audit log with the findings it overrides."
        />
      )}
    </>
  );
}
