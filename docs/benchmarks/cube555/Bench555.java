// Side-by-side harness (cubesolver's docs/BENCHMARKS.md): cube555 on random 5x5x5 states.
// "gen N SEED" prints N random states (cube555's Tools.randomCube, java.util.Random(SEED));
// "solve" reads states from stdin and prints, per state: the reduction, the 3x3x3 stage
// (min2phase from lib/twophase.jar), both lengths and the time in ms.
import cs.cube555.Search;
import cs.cube555.Tools;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.OutputStream;

public class Bench555 {
  public static void main(String[] args) throws Exception {
    if (args[0].equals("gen")) {
      java.util.Random gen = new java.util.Random(Long.parseLong(args[2]));
      for (int i = 0; i < Integer.parseInt(args[1]); i++) System.out.println(Tools.randomCube(gen));
      return;
    }
    PrintStream out = System.out;
    // cube555 prints its phases; keep stdout for the results.
    System.setOut(new PrintStream(OutputStream.nullOutputStream()));
    long t0 = System.nanoTime();
    Search.init();
    cs.min2phase.Search.init();
    out.printf("# init %d ms%n", (System.nanoTime() - t0) / 1000000);
    Search search = new Search();
    cs.min2phase.Search three = new cs.min2phase.Search();
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    String line;
    while ((line = in.readLine()) != null) {
      line = line.trim();
      if (line.isEmpty()) continue;
      long t = System.nanoTime();
      String[] r = search.solveReduction(line, 0);
      String s3 = three.solution(r[1], 21, 100000000, 0, 0).trim();
      long ms = (System.nanoTime() - t) / 1000000;
      String red = r[0].trim();
      int lr = red.isEmpty() ? 0 : red.split("\\s+").length;
      int l3 = s3.isEmpty() ? 0 : s3.split("\\s+").length;
      out.printf("%d\t%d\t%d\t%s %s%n", lr, l3, ms, red, s3);
    }
  }
}
