// The playground (js/playground/) in a real browser: Debian's chromium
// driven by playwright-core (never a downloaded browser), the page served
// by tests/serve.js. For each game: choose it, seat 0, the random bot, a new
// game, and click the first legal move until the status says "game over:";
// a screenshot of each finished game goes to js/test-artifacts/<game>.png.
// Then a saved state made here in Node is pasted and resumed (the page shows
// that state's moves and text), and an illegal move typed in is refused with
// the library's message, naming the rule, changing nothing.
//
// CHROMIUM=/path/to/chromium chooses the browser (default /usr/bin/chromium).
// A missing browser fails this test: CI installs it.

import test from "node:test";
import assert from "node:assert/strict";
import { existsSync, mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { serve } from "./serve.js";
import { loadArbiter, IllegalMove } from "../arbiter.js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const ARTIFACTS = fileURLToPath(new URL("../test-artifacts/", import.meta.url));
const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
const GAMES = ["backgammon", "stratego", "war-chest", "memoir44", "crime-wars"];
const MAX_CLICKS = 3000;
const STEP_MS = 20000; // the longest wait for the page to answer one click

const RULE_PREFIX = { backgammon: "BG-", stratego: "ST-", "war-chest": "WC-", memoir44: "M44-", "crime-wars": "CW-" };

async function launch() {
  if (!existsSync(CHROMIUM))
    assert.fail(`no chromium at ${CHROMIUM}: install it (Debian: apt-get install chromium) or set CHROMIUM=/path/to/chromium`);
  let chromium;
  try {
    ({ chromium } = await import("playwright-core"));
  } catch (e) {
    assert.fail(`playwright-core does not load (run npm ci in js/): ${e.message}`);
  }
  return chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"], headless: true });
}

// The page's state in one look: status, error, move buttons.
function look(page) {
  return page.evaluate(() => {
    const text = (id) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? "";
    return {
      status: text("status"),
      error: text("error"),
      moves: [...document.querySelectorAll('[data-testid="move"]')].filter((b) => !b.hidden).map((b) => b.textContent),
    };
  });
}

// Waits until the game is over, the person has moves to click, or an error shows.
async function nextStop(page, where) {
  try {
    await page.waitForFunction(
      () => {
        const text = (id) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? "";
        if (text("status").startsWith("game over:") || text("error") !== "") return true;
        return [...document.querySelectorAll('[data-testid="move"]')].some((b) => !b.hidden);
      },
      null,
      { timeout: STEP_MS, polling: 10 },
    );
  } catch {
    const now = await look(page);
    assert.fail(`${where}: the page neither offered a move nor ended in ${STEP_MS} ms: status '${now.status}', error '${now.error}'`);
  }
  return look(page);
}

async function openPage(browser, base, seed) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  const problems = [];
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("console", (m) => m.type() === "error" && problems.push(`console error: ${m.text()}`));
  page.on("requestfailed", (r) => problems.push(`request failed: ${r.url()} ${r.failure()?.errorText}`));
  await page.goto(`${base}playground/index.html?seed=${seed}`);
  await page.waitForSelector('[data-testid="new-game"]:not([disabled])', { timeout: 30000 });
  return { page, problems };
}

async function choose(page, { game, seat = "0", bot = "random" }) {
  await page.getByTestId("game").selectOption(game);
  await page.getByTestId("seat").selectOption(seat);
  await page.getByTestId("bot").selectOption(bot);
}

test("the playground in chromium", { timeout: 180000 }, async (t) => {
  const arb = await loadArbiter();
  const browser = await launch();
  const server = await serve(ROOT);
  try {
    await t.test("the game list is the library's", async () => {
      const { page, problems } = await openPage(browser, server.url, 1);
      const values = await page.getByTestId("game").evaluate((select) => [...select.options].map((o) => o.value));
      assert.deepEqual(values, arb.games());
      const bots = await page.getByTestId("bot").evaluate((select) => [...select.options].map((o) => o.value));
      assert.ok(bots.includes("mcts") && bots.includes("random"), `bots: ${bots}`);
      await page.getByTestId("game").selectOption("crime-wars");
      const rules = await page.getByTestId("rules").evaluate((select) => [...select.options].map((o) => o.value));
      assert.deepEqual(rules, arb.rules("crime-wars").map((r) => r.name));
      assert.deepEqual(problems, []);
      await page.close();
    });

    mkdirSync(ARTIFACTS, { recursive: true });
    for (const [i, game] of GAMES.entries()) {
      await t.test(`${game}: seat 0 clicks the first move until the game is over`, async (st) => {
        const { page, problems } = await openPage(browser, server.url, 100 + i);
        await choose(page, { game });
        await page.getByTestId("new-game").click();
        let clicks = 0;
        let now = await nextStop(page, `${game} at the start`);
        while (!now.status.startsWith("game over:")) {
          assert.equal(now.error, "", `${game} after ${clicks} clicks: the page shows an error (status '${now.status}')`);
          assert.ok(clicks < MAX_CLICKS, `${game}: not over after ${MAX_CLICKS} clicks (status '${now.status}')`);
          await page.getByTestId("move").first().click();
          ++clicks;
          now = await nextStop(page, `${game} after ${clicks} clicks`);
        }
        assert.equal(now.error, "", `${game}: an error at the end`);
        assert.ok(clicks > 0, `${game}: over without a click`);
        assert.deepEqual(now.moves, [], `${game}: move buttons after the end`);
        const board = await page.getByTestId("board").textContent();
        assert.ok(board.trim().length > 0, `${game}: an empty board`);
        await page.screenshot({ path: `${ARTIFACTS}${game}.png`, fullPage: true });
        assert.deepEqual(problems, [], `${game}: the page reported problems`);
        st.diagnostic(`${game}: ${clicks} clicks, ${now.status}`);
        await page.close();
      });
    }

    await t.test("the mcts bot plays crime-wars to the end; watching, bots play every seat", async (st) => {
      const { page, problems } = await openPage(browser, server.url, 3);
      await choose(page, { game: "crime-wars", bot: "mcts" });
      if ((await page.getByTestId("iterations").count()) > 0) await page.getByTestId("iterations").selectOption("50");
      await page.getByTestId("new-game").click();
      let clicks = 0;
      let now = await nextStop(page, "crime-wars with mcts");
      while (!now.status.startsWith("game over:")) {
        assert.equal(now.error, "", `mcts after ${clicks} clicks: the page shows an error`);
        assert.ok(clicks < 500, `crime-wars with mcts not over after 500 clicks (status '${now.status}')`);
        await page.getByTestId("move").first().click();
        ++clicks;
        now = await nextStop(page, `crime-wars with mcts after ${clicks} clicks`);
      }
      assert.equal(now.error, "");
      st.diagnostic(`mcts: ${clicks} clicks, ${now.status}`);
      // Watching: no seat of the person's; the bots finish the game alone.
      await choose(page, { game: "war-chest", seat: "watch" });
      if ((await page.getByTestId("speed").count()) > 0) await page.getByTestId("speed").selectOption("0");
      await page.getByTestId("new-game").click();
      await page.waitForFunction(
        () => /^game over:/.test(document.querySelector('[data-testid="status"]').textContent) || document.querySelector('[data-testid="error"]').textContent !== "",
        null,
        { timeout: 60000 },
      );
      now = await look(page);
      assert.equal(now.error, "", "watching: an error");
      assert.match(now.status, /^game over:/);
      assert.deepEqual(now.moves, [], "watching: move buttons");
      assert.deepEqual(problems, []);
      await page.close();
    });

    await t.test("a pasted state resumes; an illegal move is refused naming the rule", async () => {
      // War Chest, a few decisions in, player 0 to choose among several moves.
      const game = arb.load("war-chest");
      const s = game.newState();
      const rng = new arb.Rng(4);
      let decisions = 0;
      while (s.isChanceNode() || decisions < 6 || s.currentPlayer() !== 0 || s.legalMoves().length < 3) {
        if (s.isChanceNode()) s.applyChance(rng);
        else {
          s.apply(s.botMove("random", { rng }));
          ++decisions;
        }
      }
      const text = s.toText();
      // A well-formed move the rules refuse here (one played at a node of
      // another game), and the library's own words for it.
      const legal = s.legalMoves();
      let illegal = null;
      let reason = null;
      const other = game.newState();
      const r2 = new arb.Rng(9);
      while (!other.isTerminal() && illegal === null) {
        if (other.isChanceNode()) other.applyChance(r2);
        else {
          const m = other.botMove("random", { rng: r2 });
          other.apply(m);
          if (legal.includes(m)) continue;
          try {
            s.child(m).free();
          } catch (e) {
            if (e instanceof IllegalMove && e.message.includes(RULE_PREFIX["war-chest"])) [illegal, reason] = [m, e.message];
          }
        }
      }
      assert.ok(illegal, "no refused move found to type");

      const { page, problems } = await openPage(browser, server.url, 7);
      await choose(page, { game: "backgammon" }); // another game selected: the text names its own
      await page.getByTestId("new-game").click();
      await nextStop(page, "backgammon");
      // (The text may sit in a closed <details>: open it as a reader would.)
      await page.getByTestId("state-text").evaluate((area) => area.closest("details")?.setAttribute("open", ""));
      await page.getByTestId("state-text").fill(text);
      await page.getByTestId("load-state").click();
      const now = await nextStop(page, "the resumed state");
      assert.equal(now.error, "", "resuming the text showed an error");
      assert.equal(await page.getByTestId("game").inputValue(), "war-chest", "the game select follows the text");
      assert.deepEqual(now.moves, legal, "the move buttons are the pasted state's legal moves");
      assert.equal(await page.getByTestId("state-text").inputValue(), text, "the state text is the pasted state's");
      const board = await page.getByTestId("board").textContent();
      assert.equal(board, s.board(0), "the board is the pasted state's, as player 0 sees it");
      assert.notEqual(board, s.board(), "player 0's board shows what only the omniscient view should");

      // Type the illegal move.
      await page.getByTestId("move-text").fill(illegal);
      await page.getByTestId("play").click();
      await page.waitForFunction(() => document.querySelector('[data-testid="error"]').textContent !== "", null, {
        timeout: STEP_MS,
      });
      const error = await page.getByTestId("error").textContent();
      assert.match(error, /WC-\d/, `the error names no rule: '${error}'`);
      assert.ok(error.includes(reason), `the page says '${error}', the library '${reason}'`);
      assert.equal(await page.getByTestId("state-text").inputValue(), text, "a refused move changed the state text");
      assert.deepEqual((await look(page)).moves, legal, "a refused move changed the moves");
      // A legal move typed in is played.
      await page.getByTestId("move-text").fill(legal[legal.length - 1]);
      await page.getByTestId("play").click();
      await page.waitForFunction((before) => document.querySelector('[data-testid="state-text"]').value !== before, text, {
        timeout: STEP_MS,
      });
      assert.equal(await page.getByTestId("error").textContent(), "", "a legal move showed an error");
      assert.deepEqual(problems, []);
      for (const x of [s, other, rng, r2, game]) x.free();
      await page.close();
    });
  } finally {
    await browser.close();
    await server.close();
  }
});
