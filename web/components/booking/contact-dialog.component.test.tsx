import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '#src/domain/language.ts';
import { expectNoAxeViolations } from '../../../tests/component/axe.ts';
import { renderPage } from '../../../tests/component/render.tsx';
import { FLOW_LABELS } from '../../../tests/helpers/quote-form.ts';
import { ServerRefused } from './booking-api.ts';
import { ContactDialog } from './dialogs.tsx';

// Spec §8's texts where the contact dialog meets them (moved from the browser tier's
// quote-correctness suite, which keeps the journeys): a field missing, the quote gone, the save failed.

const LABELS = { fr: FLOW_LABELS.fr.contact, en: FLOW_LABELS.en.contact };
const CLAIRE = { firstName: 'Claire', lastName: 'Martin', company: 'Équipementier Rhône', email: 'claire.martin@example.com' };

function openDialog(language: keyof typeof LABELS, onSave: (contact: unknown) => Promise<void>) {
  renderPage(<ContactDialog kind="contact" onSave={onSave} onCancel={() => {}} />, { language: language as Language, path: 'quote' });
  const dialog = screen.getByRole('dialog', { name: LABELS[language].title });
  const labels = LABELS[language];
  return {
    dialog,
    fill: () => {
      for (const field of ['firstName', 'lastName', 'company', 'email'] as const)
        fireEvent.change(within(dialog).getByRole('textbox', { name: labels[field] }), { target: { value: CLAIRE[field] } });
    },
    submit: () => fireEvent.click(within(dialog).getByRole('button', { name: labels.submit })),
  };
}

describe('the contact dialog’s refusals (spec §8)', () => {
  it.each([
    ['fr', 'Champs requis'],
    ['en', 'Required fields'],
  ] as const)("%s: '%s' when a field is missing, and nothing is sent", async (language, message) => {
    const onSave = vi.fn(async () => {});
    const { dialog, submit } = openDialog(language, onSave);
    submit();
    expect((await within(dialog).findByRole('alert')).textContent).toContain(message);
    expect(onSave).not.toHaveBeenCalled();
    await expectNoAxeViolations();
  });

  it("'Aucune demande de devis trouvée. Veuillez d'abord afficher l'offre.' when the quote is gone before the contact is saved (404)", async () => {
    const { dialog, fill, submit } = openDialog('fr', async () => {
      throw new ServerRefused(404, 'not found');
    });
    fill();
    submit();
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      "Aucune demande de devis trouvée. Veuillez d'abord afficher l'offre.",
    );
  });

  it.each([
    ['fr', "Erreur lors de l'enregistrement. Veuillez réessayer."],
    ['en', 'Error while saving. Please try again.'],
  ] as const)("%s: '%s' when the contact cannot be saved (the network fails), the button usable again", async (language, message) => {
    const { dialog, fill, submit } = openDialog(language, async () => {
      throw new TypeError('Failed to fetch');
    });
    fill();
    submit();
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(within(dialog).getByRole('button', { name: LABELS[language].submit }).hasAttribute('disabled')).toBe(false);
  });
});
