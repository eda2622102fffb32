import { problemText, type FileProblem } from "../../domain/catalogue/price-file";

/** A refused file: every problem by line and column, and the reassurance that nothing changed. */
export function FileProblems({ fileName, problems }: { fileName: string; problems: FileProblem[] }) {
  return (
    <div className="studio-problems" role="alert" aria-labelledby="precios-problemas">
      <h3 id="precios-problemas">
        {fileName ? `«${fileName}» no se puede importar` : "No se puede importar"}: no cambió nada.
      </h3>
      <ul>
        {problems.map((problem, index) => (
          <li key={index}>{problemText(problem)}</li>
        ))}
      </ul>
    </div>
  );
}
