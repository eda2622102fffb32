import { forwardRef, useImperativeHandle, useRef, type ReactNode } from "react";

import { Icon } from "../ui/Icon";

type Props = {
  id: string;
  title: ReactNode;
  side?: "left" | "right";
  children: ReactNode;
};

/**
 * A side drawer reached by a link to its id (#menu, #tiendas): CSS shows it while it is the
 * :target, so it opens and closes without JS, and only one is open at a time. With JS,
 * ShellBehaviour opens it in place (no hash), traps nothing but moves focus in and back, and closes
 * it with Escape or the backdrop.
 */
export const Drawer = forwardRef<HTMLDivElement, Props>(function Drawer({ id, title, side = "left", children }, ref) {
  const drawer = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => drawer.current!, []);
  return (
    <div
      ref={drawer}
      id={id}
      className={`drawer drawer--${side}`}
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
    >
      <a href="#cerrar" className="drawer__backdrop" data-drawer-close aria-hidden="true" tabIndex={-1} />
      <div className="drawer__panel">
        <div className="drawer__head">
          <h2 id={`${id}-title`}>{title}</h2>
          <a href="#cerrar" className="drawer__close" data-drawer-close aria-label="Cerrar">
            <Icon name="close" />
          </a>
        </div>
        {children}
      </div>
    </div>
  );
});
