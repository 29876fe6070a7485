// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { tools } from '@/core/tools/listings';
import LandingPage from './landing-page';

function renderLanding() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <LandingPage /> },
      { path: '/dashboard', element: <p>Dashboard stub</p> },
      { path: '/sign-in', element: <p>Sign In stub</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** The section an in-page anchor points to; it must exist and be a labelled region. */
function section(id: string): HTMLElement {
  const element = document.getElementById(id);
  expect(element, `#${id}`).not.toBeNull();
  expect(element?.tagName).toBe('SECTION');
  expect(element).toHaveAttribute('aria-labelledby');
  return element as HTMLElement;
}

describe('LandingPage', () => {
  it('has the page landmarks', () => {
    renderLanding();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('has one h1 and never skips a heading level', () => {
    renderLanding();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const levels = Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6'), (h) => Number(h.tagName[1]));
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => {
      if (i > 0) expect(level).toBeLessThanOrEqual((levels[i - 1] ?? 1) + 1);
    });
  });

  it('shows the brand and the header links', () => {
    renderLanding();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Venturekit' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Features' })).toHaveAttribute('href', '#features');
    expect(within(nav).getByRole('link', { name: 'How It Works' })).toHaveAttribute('href', '#how-it-works');
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '#pricing');
    // Sign In and Sign Up pages: a deliberate difference from the spec's links to /dashboard (issue 36).
    expect(within(nav).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/sign-in');
    expect(within(nav).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up');
  });

  it('every anchor target sits below the fixed header', () => {
    renderLanding();
    for (const id of ['features', 'how-it-works', 'pricing']) {
      expect(section(id).className).toMatch(/scroll-mt-/);
    }
  });

  it('goes to Sign In from Log In', async () => {
    const router = renderLanding();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Log In' }));
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(screen.getByText('Sign In stub')).toBeInTheDocument();
  });

  it('shows the hero with Get Started and Learn More', () => {
    renderLanding();
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1).toHaveTextContent(/transform your business ideas with ai/i);
    const hero = screen.getByRole('region', { name: /transform your business ideas with ai/i });
    expect(within(hero).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/dashboard');
    expect(within(hero).getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '#features');
  });

  it('shows one feature card per tool', () => {
    renderLanding();
    const features = section('features');
    expect(within(features).getByRole('heading', { level: 2 })).toBeInTheDocument();
    const cards = within(features).getAllByRole('heading', { level: 3 });
    expect(cards.map((h) => h.textContent)).toEqual(tools.map((tool) => tool.title));
    // Each card has its description text beside the heading.
    for (const card of within(features).getAllByRole('listitem')) {
      expect(card.querySelector('p')?.textContent?.length).toBeGreaterThan(20);
      expect(card.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('shows the four numbered steps and Get Started Now', () => {
    renderLanding();
    const how = section('how-it-works');
    expect(within(how).getByRole('heading', { level: 2, name: 'How It Works' })).toBeInTheDocument();
    const list = within(how).getByRole('list');
    expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Choose a Tool',
      'Input Details',
      'Generate Content',
      'Edit & Export',
    ]);
    steps.forEach((step, i) => expect(step).toHaveTextContent(String(i + 1)));
    expect(within(how).getByRole('link', { name: 'Get Started Now' })).toHaveAttribute('href', '/dashboard');
  });

  it('shows three attributed testimonials', () => {
    renderLanding();
    const figures = screen.getAllByRole('figure');
    expect(figures).toHaveLength(3);
    for (const figure of figures) {
      expect(figure.querySelector('blockquote')?.textContent?.trim().length).toBeGreaterThan(20);
      expect(figure.querySelector('figcaption')?.textContent?.trim().length).toBeGreaterThan(5);
    }
  });

  describe('pricing', () => {
    const plans = [
      {
        name: 'Free',
        price: '$0',
        period: 'forever',
        items: [
          '3 ideas per month',
          '1 business plan',
          'Basic market research',
          'Simple pitch deck template',
          'Email support',
        ],
        button: 'Get Started',
      },
      {
        name: 'Pro',
        price: '$29',
        period: 'per month',
        items: [
          'Unlimited ideas and plans',
          'Comprehensive market research',
          'Advanced pitch deck',
          'Financial model generator',
          'Priority email support',
        ],
        button: 'Get Started',
      },
      {
        name: 'Enterprise',
        price: '$99',
        period: 'per month',
        items: [
          'All Pro features',
          'Custom AI training',
          'Team collaboration',
          'White-label exports',
          'API access',
          'Dedicated success manager',
        ],
        button: 'Contact Sales',
      },
    ];

    it('shows three plans', () => {
      renderLanding();
      const pricing = section('pricing');
      const cards = within(pricing).getAllByRole('article');
      expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
        'Free',
        'Pro',
        'Enterprise',
      ]);
    });

    it.each(plans)('shows the $name plan with its price, items and button', (plan) => {
      renderLanding();
      const card = within(section('pricing')).getByRole('article', { name: plan.name });
      expect(within(card).getByText(plan.price)).toBeInTheDocument();
      expect(within(card).getByText(plan.period)).toBeInTheDocument();
      const items = within(within(card).getByRole('list')).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual(plan.items);
      const links = within(card).getAllByRole('link');
      expect(links).toHaveLength(1);
      expect(links[0]).toHaveAccessibleName(plan.button);
      expect(links[0]).toHaveAttribute('href', '/dashboard');
    });

    it('marks only Pro as Most Popular', () => {
      renderLanding();
      const pricing = section('pricing');
      expect(within(pricing).getAllByText('Most Popular')).toHaveLength(1);
      expect(
        within(within(pricing).getByRole('article', { name: 'Pro' })).getByText('Most Popular'),
      ).toBeInTheDocument();
    });
  });

  describe('footer', () => {
    it('links to each tool by its short path', () => {
      renderLanding();
      const footer = screen.getByRole('contentinfo');
      const column = within(footer).getByRole('heading', { name: 'Tools' }).nextElementSibling as HTMLElement;
      const links = within(column).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
        tools.map((tool) => [tool.navLabel, `/${tool.route}`]),
      );
    });

    it('has placeholder company and social links', () => {
      renderLanding();
      const footer = screen.getByRole('contentinfo');
      expect(within(footer).getByRole('heading', { name: 'Company' })).toBeInTheDocument();
      for (const name of [
        'About Us',
        'Contact',
        'Privacy Policy',
        'Terms of Service',
        'Twitter',
        'LinkedIn',
        'Facebook',
      ]) {
        expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', '#');
      }
    });

    it('shows the blurb and the copyright line with the current year', () => {
      renderLanding();
      const footer = screen.getByRole('contentinfo');
      expect(within(footer).getByText('Venturekit')).toBeInTheDocument();
      expect(
        within(footer).getByText(`© ${new Date().getFullYear()} Venturekit. All rights reserved.`),
      ).toBeInTheDocument();
    });
  });

  it('gives every link an accessible name', () => {
    renderLanding();
    for (const link of screen.getAllByRole('link')) {
      expect(link).toHaveAccessibleName();
    }
  });
});
