import { useEffect, type RefObject } from "react";

// Drag to reorder (JavaScript only): dropping an item on another posts the same reorder intent as
// the 'Subir'/'Bajar' buttons, through the form, so the server stays the one place that moves
// items. Without JavaScript nothing is draggable and the buttons do the work.

export function useDragToReorder(root: RefObject<HTMLElement>) {
  useEffect(() => {
    const container = root.current;
    if (!container) return;
    let dragged: HTMLElement | null = null;
    const itemOf = (target: EventTarget | null) =>
      target instanceof Element ? target.closest<HTMLElement>("li[data-studio-index]") : null;
    const listOf = (item: HTMLElement) => item.parentElement?.getAttribute("data-studio-list") ?? null;
    // An item is grabbed by its title (its legend, or its label), so text in its fields stays selectable.
    const handles = [...container.querySelectorAll<HTMLElement>("li[data-studio-index]")].flatMap((item) => {
      const handle = item.querySelector<HTMLElement>(":scope > fieldset > legend, :scope label");
      return handle ? [handle] : [];
    });
    handles.forEach((handle) => handle.setAttribute("draggable", "true"));

    const onDragStart = (event: DragEvent) => {
      if (!(event.target instanceof HTMLElement) || event.target.getAttribute("draggable") !== "true") return;
      dragged = itemOf(event.target);
      event.dataTransfer?.setData("text/plain", "");
    };
    const onDragOver = (event: DragEvent) => {
      const over = itemOf(event.target);
      if (dragged && over && listOf(over) === listOf(dragged)) event.preventDefault();
    };
    const onDrop = (event: DragEvent) => {
      const over = itemOf(event.target);
      const name = dragged && listOf(dragged);
      if (!dragged || !over || !name || listOf(over) !== name || over === dragged) return;
      event.preventDefault();
      const from = Number(dragged.dataset.studioIndex);
      const to = Number(over.dataset.studioIndex);
      const form = container.closest("form");
      if (!form) return;
      const button = document.createElement("button");
      button.type = "submit";
      button.name = "__intent__";
      button.value = JSON.stringify({ type: "reorder", payload: { name, from, to } });
      button.hidden = true;
      button.formNoValidate = true;
      form.appendChild(button);
      form.requestSubmit(button);
      button.remove();
      dragged = null;
    };
    container.addEventListener("dragstart", onDragStart);
    container.addEventListener("dragover", onDragOver);
    container.addEventListener("drop", onDrop);
    return () => {
      handles.forEach((handle) => handle.removeAttribute("draggable"));
      container.removeEventListener("dragstart", onDragStart);
      container.removeEventListener("dragover", onDragOver);
      container.removeEventListener("drop", onDrop);
    };
  });
}
