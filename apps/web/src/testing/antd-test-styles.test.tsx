import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, ConfigProvider, Form, Input, Modal } from 'antd';
import { describe, expect, it } from 'vitest';
import { ANTD_RUNTIME_STYLE, antdVisibilityCss } from './antd-test-styles.ts';

describe('antd styles in component tests', () => {
  it("keeps only antd's display, visibility and pointer-events rules", () => {
    const css = antdVisibilityCss();
    expect(css).toContain('.ant-select-dropdown-hidden{display:none}');
    expect(css).toContain('.ant-form-item-hidden,.ant-form-item-hidden.ant-row{display:none}');
    expect(css).toContain('.ant-tabs .ant-tabs-content-hidden{display:none}');
    expect(css).toMatch(/\.ant-modal\{pointer-events:none\}/);
    expect(css).not.toMatch(/color:|padding:|margin:|--ant-|::before|@keyframes/);
    expect(css.length).toBeLessThan(40_000);
  });

  it("hides what antd's stylesheet hides, with antd's own runtime styles out of the computation", () => {
    render(
      <ConfigProvider>
        <Form>
          <Form.Item label="Shown">
            <Input />
          </Form.Item>
          <Form.Item label="Hidden" hidden>
            <Input />
          </Form.Item>
        </Form>
      </ConfigProvider>,
    );
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(screen.getAllByRole('textbox', { hidden: true })).toHaveLength(2);
    const runtime = [...document.querySelectorAll<HTMLStyleElement>(`style[${ANTD_RUNTIME_STYLE}]`)];
    expect(runtime.length).toBeGreaterThan(0);
    expect(runtime.every((style) => style.sheet === null)).toBe(true);
  });

  it("lets user-event click inside a dialog although antd's modal wrapper takes no pointer events", async () => {
    const clicks: string[] = [];
    render(
      <Modal open title="Question" footer={null}>
        <Button onClick={() => clicks.push('yes')}>Yes</Button>
      </Modal>,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Yes' }));
    expect(clicks).toEqual(['yes']);
  });
});
