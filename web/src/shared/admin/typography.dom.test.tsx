import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RateBar } from './rate-bar';
import { Typography } from './typography';

describe('the admin typography', () => {
  it('renders a title as the heading of its level, and strong text as emphasis', () => {
    render(
      <>
        <Typography.Title level={3}>上午好</Typography.Title>
        <Typography.Text strong>七年级1班</Typography.Text>
        <Typography.Paragraph type="secondary">说明</Typography.Paragraph>
      </>,
    );
    expect(screen.getByRole('heading', { level: 3, name: '上午好' })).toBeTruthy();
    expect(screen.getByText('七年级1班').tagName).toBe('STRONG');
    expect(screen.getByText('说明').className).toContain('pj-type--secondary');
  });

  it('makes a link inside text a button the keyboard reaches and presses', async () => {
    const press = vi.fn();
    render(<Typography.Link onClick={press}>不是我</Typography.Link>);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '不是我' }));
    await user.keyboard('{Enter}');
    expect(press).toHaveBeenCalledTimes(1);
  });
});

describe('the rate bar', () => {
  it('is a progress bar named by what it measures, with the percentage as its value and text', () => {
    render(<RateBar percent={33.3} label="七年级的完成率" />);
    const bar = screen.getByRole('progressbar', { name: '七年级的完成率' });
    expect(bar.getAttribute('aria-valuenow')).toBe('33.3');
    expect(bar.textContent).toBe('33.3%');
    expect(bar.className).not.toContain('pj-rate-bar--full');
  });

  it('keeps a rate outside 0-100 inside the bar, and turns a full one green', () => {
    const { rerender } = render(<RateBar percent={120} label="全校" />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByRole('progressbar').className).toContain('pj-rate-bar--full');
    rerender(<RateBar percent={-5} label="全校" />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
  });
});
