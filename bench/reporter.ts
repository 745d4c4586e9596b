import { type BenchReport, type GoalResult, verdict } from "./harness";

/** What each bench step prints, collected into bench/results/report.json as well. */
export interface Reporter {
  report: BenchReport;
  /** The step now running: its figures and goals are filed under it (docs/benchmarks.md). */
  step: string;
  log(line: string): void;
  figure(name: string, value: number, unit: string, note?: string): void;
  goal(result: GoalResult, note?: string): void;
  detail(key: string, value: unknown): void;
}

export function createReporter(report: BenchReport): Reporter {
  const out: Reporter = {
    report,
    step: "",
    log: (line) => console.log(line),
    figure: (name, value, unit, note) => {
      report.figures.push({ name, value, unit, note, step: out.step });
      console.log(`figure    ${name}: ${value} ${unit}${note ? ` (${note})` : ""}`);
    },
    goal: (result, note) => {
      report.goals.push({ ...result, note, step: out.step });
      console.log(
        `${verdict(result)}      ${result.name}: ${result.value} ${result.unit} (goal ${result.goal})${note ? ` ${note}` : ""}`,
      );
    },
    detail: (key, value) => {
      report.details[key] = value;
    },
  };
  return out;
}
