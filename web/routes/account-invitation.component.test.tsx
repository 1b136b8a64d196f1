import { fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { catalogOf } from '#web/i18n/catalogs.ts';
import { createTranslator } from '#web/i18n/translator.ts';
import { TranslationProvider } from '#web/i18n/use-translation.tsx';
import AccountInvitationPage from './account-invitation.tsx';

// The invitation's page, branch by branch — waiting, no longer valid, refused on accepting.

type Refusal = 'invalid' | 'otherPerson' | 'elsewhere';
const INVITATION = { company: 'Alpha Industrie', email: 'buyer@alpha.example', role: 'member' as const };

function renderInvitation(
  language: 'fr' | 'en',
  loaded: { invitation: typeof INVITATION | null; refusal: Refusal | null },
  accepted?: Refusal,
) {
  const address = `/${language.toUpperCase()}/account/invitation/a-token-of-twenty-characters`;
  const Stub = createRoutesStub([
    {
      path: '/:lang/account/invitation/:token',
      // The route's own component, given what its loader and action answer.
      Component: AccountInvitationPage as never,
      loader: () => ({ messages: {}, ...loaded }),
      action: () => ({ refusal: accepted ?? null }),
    },
  ]);
  return render(
    <TranslationProvider translator={createTranslator(language, catalogOf(language))}>
      <Stub initialEntries={[address]} />
    </TranslationProvider>,
  );
}

describe('an invitation’s page', () => {
  it('names the company, the address and the role, and joins only by its button', async () => {
    renderInvitation('fr', { invitation: INVITATION, refusal: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitation à l’espace Alpha Industrie' })).toBeDefined();
    expect(
      screen.getByText(
        'Vous êtes invité à rejoindre l’espace entreprise Alpha Industrie sur Flash avec l’adresse buyer@alpha.example, comme Membre.',
      ),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: 'Accepter et rejoindre Alpha Industrie' })).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a used, withdrawn or expired invitation no longer works, and offers no button', async () => {
    renderInvitation('en', { invitation: null, refusal: 'invalid' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitation to a business account' })).toBeDefined();
    expect(screen.getByRole('alert').textContent).toMatch(/^This invitation is no longer valid/);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/EN');
  });

  it.each([
    ['otherPerson', 'Vous êtes connecté avec une autre adresse. Cette invitation est pour buyer@alpha.example'],
    ['elsewhere', 'L’adresse buyer@alpha.example fait déjà partie de l’espace d’une autre entreprise'],
  ] as const)('says why accepting was refused (%s), the invitation still shown', async (refusal, text) => {
    renderInvitation('fr', { invitation: INVITATION, refusal: null }, refusal);
    fireEvent.click(await screen.findByRole('button', { name: 'Accepter et rejoindre Alpha Industrie' }));
    expect((await screen.findByRole('alert')).textContent).toContain(text);
    expect(screen.getByRole('button', { name: 'Accepter et rejoindre Alpha Industrie' })).toBeDefined();
  });
});
