// The picture as a control: one Tab stop (the arrow keys move between its moves, Home and
// End to the first and last), focus kept on it when a move redraws it, and moves at least
// 24 CSS px to touch (the picture grows, and its box scrolls sideways, where the width
// available would make them smaller). The page knows no game: all of it is read from the
// drawing's [data-move] elements and where the browser lays them out.

const TARGET = 24;   // CSS px: WCAG 2.2's minimum target size (2.5.8)
const MOVE = "[data-move]";

// px a viewBox unit must take for every move offered to be touched; kept while none is (the
// others' turns), so the picture does not shrink and grow back at every turn
let unit = 0;

export function moves(board) {
  return [...board.querySelectorAll(MOVE)];
}

// What had the focus in the picture or the other moves' list, to put it back after a redraw.
export function focusMemo(board, list) {
  const active = document.activeElement;
  if (!active || !(board.contains(active) || list.contains(active))) return null;
  const inList = list.contains(active);
  const targets = inList ? [...list.querySelectorAll("button")] : moves(board);
  return {root: active.nodeName === "svg", inList, name: active.getAttribute("aria-label") || active.textContent,
    at: Math.max(0, targets.indexOf(active))};
}

// After a redraw: the focus goes back where it was, to the same move if it is still offered,
// else to the one now in its place, else to the picture itself (a move made, the others to
// play): never to the page's start, six Tabs away.
export function restoreFocus(board, list, memo) {
  const svg = board.querySelector("svg");
  if (svg) svg.setAttribute("tabindex", "-1");  // focusable by the page, no Tab stop of its own
  const targets = moves(board);
  rove(targets, targets[0]);
  if (!memo) return;
  const buttons = [...list.querySelectorAll("button")];
  const same = (n) => (n.getAttribute("aria-label") || n.textContent) === memo.name;
  let next = null;
  if (!memo.root) {
    next = targets.find(same) || buttons.find(same)
      || (memo.inList && buttons.length ? buttons[Math.min(memo.at, buttons.length - 1)] : null)
      || targets[Math.min(memo.at, targets.length - 1)] || null;
  }
  if (next) {
    rove(targets, next);
    next.focus();
  } else if (svg) svg.focus({preventScroll: true});
}

// One Tab stop in the picture: the move last focused (the first, at first).
function rove(targets, current) {
  for (const t of targets) t.setAttribute("tabindex", t === current ? "0" : "-1");
}

export function followFocus(board, event) {
  const target = event.target.closest ? event.target.closest(MOVE) : null;
  if (target) rove(moves(board), target);
}

const DIRECTIONS = {ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1]};

// Arrow keys: the nearest move that way (straight on before aside); Home, End: the first
// and the last. True if the key was one of them.
export function arrowKey(board, event) {
  const targets = moves(board);
  if (!targets.length) return false;
  const from = event.target.closest ? event.target.closest(MOVE) : null;
  let next = null;
  if (event.key === "Home") next = targets[0];
  else if (event.key === "End") next = targets[targets.length - 1];
  else if (DIRECTIONS[event.key]) {
    if (!from) next = targets[0];
    else {
      const [dx, dy] = DIRECTIONS[event.key];
      const [x, y] = centre(from.getBoundingClientRect());
      let best = Infinity;
      for (const t of targets) {
        if (t === from) continue;
        const [tx, ty] = centre(t.getBoundingClientRect());
        const ahead = (tx - x) * dx + (ty - y) * dy;
        const aside = Math.abs((tx - x) * dy - (ty - y) * dx);
        if (ahead < 1) continue;
        const score = ahead + 2 * aside;
        if (score < best) { best = score; next = t; }
      }
    }
  } else return false;
  event.preventDefault();
  if (next) {
    rove(targets, next);
    next.focus();
  }
  return true;
}

function centre(r) {
  return [r.left + r.width / 2, r.top + r.height / 2];
}

// The picture's width so that each move is 24 px in both directions, or stands clear of the
// others as WCAG 2.5.8 allows (a 24 px circle on its centre touches no other move, nor such
// a circle of another). Below, the picture is given a minimum width and its box scrolls.
export function fitTargets(board, hint) {
  const svg = board.querySelector("svg");
  hint.hidden = true;
  if (!svg || !svg.viewBox || !svg.viewBox.baseVal || !svg.viewBox.baseVal.width) return;
  const width = svg.viewBox.baseVal.width;
  svg.style.minWidth = "";
  const shown = svg.getBoundingClientRect().width;
  if (!shown) return;
  const rects = moves(board).map((t) => t.getBoundingClientRect()).filter((r) => r.width && r.height);
  if (!rects.length) {
    if (unit * width > shown + 0.5) svg.style.minWidth = `${Math.ceil(unit * width * 1.01)}px`;
    hint.hidden = svg.style.minWidth === "";
    return;
  }
  let need = 1;  // the factor the picture must grow by, at its present size
  rects.forEach((r, i) => {
    const bySize = TARGET / Math.min(r.width, r.height);
    if (bySize <= 1) return;
    const [x, y] = centre(r);
    let bySpace = 0;
    rects.forEach((o, j) => {
      if (i === j) return;
      const [ox, oy] = centre(o);
      const gap = Math.hypot(Math.max(o.left - x, 0, x - o.right), Math.max(o.top - y, 0, y - o.bottom));
      bySpace = Math.max(bySpace, gap ? TARGET / 2 / gap : Infinity, TARGET / (Math.hypot(ox - x, oy - y) || 1e-9));
    });
    need = Math.max(need, Math.min(bySize, bySpace));
  });
  unit = need > 1 ? (shown * need) / width : 0;
  if (unit * width > shown + 0.5) {
    svg.style.minWidth = `${Math.ceil(unit * width * 1.01)}px`;
    hint.hidden = false;  // the box scrolls sideways: say so, a phone shows no scroll bar
  }
}
