// The common bench report: its statistics and the two forms `cubesolver bench` prints.
#include "solvers/bench_report.h"

#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

namespace cube {
namespace {

TEST(BenchReport, SampleStats) {
  const SampleStats odd = sample_stats({5, 1, 3});
  EXPECT_DOUBLE_EQ(odd.mean, 3);
  EXPECT_DOUBLE_EQ(odd.median, 3);
  EXPECT_DOUBLE_EQ(odd.p99, 5);
  EXPECT_DOUBLE_EQ(odd.max, 5);
  EXPECT_DOUBLE_EQ(sample_stats({4, 1, 2, 3}).median, 2.5);  // the middle two
  std::vector<double> hundred;
  for (int i = 100; i >= 1; --i) hundred.push_back(i);
  EXPECT_DOUBLE_EQ(sample_stats(hundred).p99, 99);  // nearest rank: the 99th of 100
  EXPECT_DOUBLE_EQ(sample_stats({}).max, 0);
}

TEST(BenchReport, FinishSummarisesVerifiedLengthsAndEveryTime) {
  BenchReport r;
  r.solved(2, 20);
  r.failed(9, "state X: does not solve the cube");
  r.solved(1, 18);
  r.failed(3, "later");
  r.finish();
  EXPECT_EQ(r.failures, 2);
  EXPECT_EQ(r.first_failure, "state X: does not solve the cube");
  EXPECT_DOUBLE_EQ(r.mean_ms, 15.0 / 4);
  EXPECT_DOUBLE_EQ(r.median_ms, 2.5);
  EXPECT_DOUBLE_EQ(r.max_ms, 9);
  EXPECT_DOUBLE_EQ(r.mean_length, 19);
  EXPECT_EQ(r.min_length, 18);
  EXPECT_EQ(r.max_length, 20);

  BenchReport none;
  none.failed(1);
  none.finish();
  EXPECT_EQ(none.min_length, 0);
  EXPECT_EQ(none.max_length, 0);
  EXPECT_EQ(none.mean_length, 0);
}

TEST(BenchReport, FiguresByName) {
  BenchReport r;
  r.add("build_ms", 12.34567);
  r.add_count("nodes", 42);
  r.add_flag("effort", true);
  r.add_text("what", "say \"hi\"");
  r.add_json("phases", "[1.000,2.000]");
  EXPECT_EQ(*r.figure("build_ms"), "12.346");
  EXPECT_DOUBLE_EQ(r.number("nodes"), 42);
  EXPECT_EQ(*r.figure("what"), "\"say \\\"hi\\\"\"");
  EXPECT_TRUE(std::isnan(r.number("effort")));
  EXPECT_TRUE(std::isnan(r.number("phases")));
  EXPECT_EQ(r.figure("missing"), nullptr);
}

TEST(BenchReport, StageMeans) {
  StageMeans means;
  EXPECT_EQ(means.mean(0), 0);
  Solution a, b;
  a.stages = {{"one", "", 0, 2}, {"two", "", 2, 5}};
  b.stages = {{"one", "", 0, 4}, {"two", "", 4, 5}};
  means.add(a);
  means.add(b);
  EXPECT_EQ(means.stages(), 2u);
  EXPECT_DOUBLE_EQ(means.mean(0), 3);
  EXPECT_DOUBLE_EQ(means.mean(1), 2);
  EXPECT_EQ(means.mean(2), 0);
}

BenchReport sample() {
  BenchReport r;
  r.solver = "twophase";
  r.count = 2;
  r.seed = 7;
  r.solved(1.5, 19);
  r.solved(2.5, 21);
  r.finish();
  r.add("build_ms", 100);
  r.add_flag("effort", false);
  return r;
}

TEST(BenchReport, Text) {
  EXPECT_EQ(bench_report_text(sample()),
            "twophase: 2 random states, seed 7\n"
            "  time per solve: mean 2.000, median 2.000, p99 2.500, max 2.500 ms\n"
            "  length: mean 20.00, shortest 19, longest 21\n"
            "  build_ms: 100.000\n"
            "  effort: false\n"
            "  failures: 0\n");
  BenchReport failed = sample();
  failed.failed(3, "state S: no solution: none");
  EXPECT_NE(bench_report_text(failed).find("  first failure: state S: no solution: none\n  failures: 1\n"),
            std::string::npos);
}

TEST(BenchReport, Json) {
  EXPECT_EQ(bench_report_json(sample()),
            "{\"solver\":\"twophase\",\"count\":2,\"seed\":7,\"failures\":0,\"mean_ms\":2.0000,"
            "\"median_ms\":2.0000,\"p99_ms\":2.5000,\"max_ms\":2.5000,\"mean_length\":20.0000,"
            "\"min_length\":19,\"max_length\":21,\"build_ms\":100.000,\"effort\":false}");
  BenchReport untimed;
  untimed.solver = "x";
  EXPECT_EQ(bench_report_json(untimed).find("_ms"), std::string::npos);  // nothing measured, nothing printed
}

}  // namespace
}  // namespace cube
