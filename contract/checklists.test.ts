import { describe, expect, it } from 'vitest';
import { ChecklistBody, checklistPartLabel, checklistUpdatedAt, mergeChecklist } from './checklists.ts';

const at = (minute: number) => `2026-12-06T10:${String(minute).padStart(2, '0')}:00.000Z`;

describe('mergeChecklist', () => {
  it('takes the later change per question and names the questions the kept copy won', () => {
    const kept = {
      answers: { water: { stars: 2, note: 'trüb', updatedAt: at(30) }, herd: { stars: 4, note: '', updatedAt: at(5) } },
      notes: { text: 'vom Laptop', updatedAt: at(40) },
    };
    const incoming = {
      answers: {
        water: { stars: 5, note: '', updatedAt: at(10) },
        herd: { stars: 1, note: 'unruhig', updatedAt: at(20) },
        boxSize: { stars: 3, note: '', updatedAt: at(1) },
      },
      notes: { text: 'vom Handy', updatedAt: at(35) },
    };
    const merged = mergeChecklist(kept, incoming);
    expect(merged.answers).toEqual({
      water: kept.answers.water,
      herd: incoming.answers.herd,
      boxSize: incoming.answers.boxSize,
    });
    expect(merged.notes).toEqual(kept.notes);
    expect(merged.changedElsewhere).toEqual(['water', 'notes']);
  });

  it('keeps the kept copy on a tie and reports nothing when both say the same', () => {
    const answer = { stars: 3, note: 'ok', updatedAt: at(1) };
    const merged = mergeChecklist(
      { answers: { water: answer }, notes: null },
      { answers: { water: { ...answer } }, notes: null },
    );
    expect(merged.answers.water).toBe(answer);
    expect(merged.changedElsewhere).toEqual([]);
  });
});

describe('ChecklistBody', () => {
  it('refuses stars beyond 5 and unknown questions with German messages', () => {
    const stars = ChecklistBody.safeParse({ answers: { water: { stars: 6, note: '', updatedAt: at(1) } } });
    expect(stars.error?.issues[0]?.message).toBe('Bitte 1 bis 5 Sterne vergeben');
    const unknown = ChecklistBody.safeParse({ answers: { pool: { stars: 2, note: '', updatedAt: at(1) } } });
    expect(unknown.success).toBe(false);
  });
});

it('labels parts for the conflict notice and finds the latest change', () => {
  expect(checklistPartLabel('hayQuality')).toBe('Heu: Qualität');
  expect(checklistPartLabel('water')).toBe('Wasser');
  expect(checklistPartLabel('notes')).toBe('Freie Notizen');
  expect(checklistUpdatedAt({ water: { stars: 1, note: '', updatedAt: at(3) } }, { text: '', updatedAt: at(9) })).toBe(
    at(9),
  );
  expect(checklistUpdatedAt({}, null)).toBeNull();
});
