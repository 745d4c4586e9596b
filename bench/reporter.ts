import { type BenchReport, type GoalResult, verdict } from "./harness";

/** What each bench step prints, collected into bench/results/report.json as well. */
export interface Reporter {
  report: BenchReport;
  log(line: string): void;
  figure(name: string, value: number, unit: string, note?: string): void;
  goal(result: GoalResult, note?: string): void;
  detail(key: string, value: unknown): void;
}

export function createReporter(report: BenchReport): Reporter {
  return {
    report,
    log: (line) => console.log(line),
    figure: (name, value, unit, note) => {
      report.figures.push({ name, value, unit, note });
      console.log(`figure    ${name}: ${value} ${unit}${note ? ` (${note})` : ""}`);
    },
    goal: (result, note) => {
      report.goals.push(result);
      console.log(
        `${verdict(result)}      ${result.name}: ${result.value} ${result.unit} (goal ${result.goal})${note ? ` ${note}` : ""}`,
      );
    },
    detail: (key, value) => {
      report.details[key] = value;
    },
  };
}
