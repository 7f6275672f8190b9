#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @main(%arg0: tensor<1x3x64x64xf32>) -> tensor<1x1000xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant dense_resource<torch_tensor_1000_torch.float32> : tensor<1000xf32>
    %cst_2 = arith.constant dense_resource<torch_tensor_1000_1024_torch.float32> : tensor<1000x1024xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_1024_torch.float32> : tensor<1024xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_1024_576_torch.float32> : tensor<1024x576xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_576_torch.float32_21> : tensor<576xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_576_torch.float32_20> : tensor<576xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_576_torch.float32_19> : tensor<576xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_576_torch.float32_18> : tensor<576xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_576_96_1_1_torch.float32_2> : tensor<576x96x1x1xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_96_torch.float32_20> : tensor<96xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_96_torch.float32_19> : tensor<96xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_96_torch.float32_18> : tensor<96xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_96_torch.float32_17> : tensor<96xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_96_576_1_1_torch.float32_1> : tensor<96x576x1x1xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_576_torch.float32_17> : tensor<576xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_576_144_1_1_torch.float32_1> : tensor<576x144x1x1xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_144_torch.float32_10> : tensor<144xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_144_576_1_1_torch.float32_1> : tensor<144x576x1x1xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_576_torch.float32_16> : tensor<576xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_576_torch.float32_15> : tensor<576xf32>
    %cst_21 = arith.constant dense_resource<torch_tensor_576_torch.float32_14> : tensor<576xf32>
    %cst_22 = arith.constant dense_resource<torch_tensor_576_torch.float32_13> : tensor<576xf32>
    %cst_23 = arith.constant dense_resource<torch_tensor_576_1_5_5_torch.float32_1> : tensor<576x1x5x5xf32>
    %cst_24 = arith.constant dense_resource<torch_tensor_576_torch.float32_12> : tensor<576xf32>
    %cst_25 = arith.constant dense_resource<torch_tensor_576_torch.float32_11> : tensor<576xf32>
    %cst_26 = arith.constant dense_resource<torch_tensor_576_torch.float32_10> : tensor<576xf32>
    %cst_27 = arith.constant dense_resource<torch_tensor_576_torch.float32_9> : tensor<576xf32>
    %cst_28 = arith.constant dense_resource<torch_tensor_576_96_1_1_torch.float32_1> : tensor<576x96x1x1xf32>
    %cst_29 = arith.constant dense_resource<torch_tensor_96_torch.float32_16> : tensor<96xf32>
    %cst_30 = arith.constant dense_resource<torch_tensor_96_torch.float32_15> : tensor<96xf32>
    %cst_31 = arith.constant dense_resource<torch_tensor_96_torch.float32_14> : tensor<96xf32>
    %cst_32 = arith.constant dense_resource<torch_tensor_96_torch.float32_13> : tensor<96xf32>
    %cst_33 = arith.constant dense_resource<torch_tensor_96_576_1_1_torch.float32> : tensor<96x576x1x1xf32>
    %cst_34 = arith.constant dense_resource<torch_tensor_576_torch.float32_8> : tensor<576xf32>
    %cst_35 = arith.constant dense_resource<torch_tensor_576_144_1_1_torch.float32> : tensor<576x144x1x1xf32>
    %cst_36 = arith.constant dense_resource<torch_tensor_144_torch.float32_9> : tensor<144xf32>
    %cst_37 = arith.constant dense_resource<torch_tensor_144_576_1_1_torch.float32> : tensor<144x576x1x1xf32>
    %cst_38 = arith.constant dense_resource<torch_tensor_576_torch.float32_7> : tensor<576xf32>
    %cst_39 = arith.constant dense_resource<torch_tensor_576_torch.float32_6> : tensor<576xf32>
    %cst_40 = arith.constant dense_resource<torch_tensor_576_torch.float32_5> : tensor<576xf32>
    %cst_41 = arith.constant dense_resource<torch_tensor_576_torch.float32_4> : tensor<576xf32>
    %cst_42 = arith.constant dense_resource<torch_tensor_576_1_5_5_torch.float32> : tensor<576x1x5x5xf32>
    %cst_43 = arith.constant dense_resource<torch_tensor_576_torch.float32_3> : tensor<576xf32>
    %cst_44 = arith.constant dense_resource<torch_tensor_576_torch.float32_2> : tensor<576xf32>
    %cst_45 = arith.constant dense_resource<torch_tensor_576_torch.float32_1> : tensor<576xf32>
    %cst_46 = arith.constant dense_resource<torch_tensor_576_torch.float32> : tensor<576xf32>
    %cst_47 = arith.constant dense_resource<torch_tensor_576_96_1_1_torch.float32> : tensor<576x96x1x1xf32>
    %cst_48 = arith.constant dense_resource<torch_tensor_96_torch.float32_12> : tensor<96xf32>
    %cst_49 = arith.constant dense_resource<torch_tensor_96_torch.float32_11> : tensor<96xf32>
    %cst_50 = arith.constant dense_resource<torch_tensor_96_torch.float32_10> : tensor<96xf32>
    %cst_51 = arith.constant dense_resource<torch_tensor_96_torch.float32_9> : tensor<96xf32>
    %cst_52 = arith.constant dense_resource<torch_tensor_96_288_1_1_torch.float32> : tensor<96x288x1x1xf32>
    %cst_53 = arith.constant dense_resource<torch_tensor_288_torch.float32_8> : tensor<288xf32>
    %cst_54 = arith.constant dense_resource<torch_tensor_288_72_1_1_torch.float32> : tensor<288x72x1x1xf32>
    %cst_55 = arith.constant dense_resource<torch_tensor_72_torch.float32_8> : tensor<72xf32>
    %cst_56 = arith.constant dense_resource<torch_tensor_72_288_1_1_torch.float32> : tensor<72x288x1x1xf32>
    %cst_57 = arith.constant dense_resource<torch_tensor_288_torch.float32_7> : tensor<288xf32>
    %cst_58 = arith.constant dense_resource<torch_tensor_288_torch.float32_6> : tensor<288xf32>
    %cst_59 = arith.constant dense_resource<torch_tensor_288_torch.float32_5> : tensor<288xf32>
    %cst_60 = arith.constant dense_resource<torch_tensor_288_torch.float32_4> : tensor<288xf32>
    %cst_61 = arith.constant dense_resource<torch_tensor_288_1_5_5_torch.float32> : tensor<288x1x5x5xf32>
    %cst_62 = arith.constant dense_resource<torch_tensor_288_torch.float32_3> : tensor<288xf32>
    %cst_63 = arith.constant dense_resource<torch_tensor_288_torch.float32_2> : tensor<288xf32>
    %cst_64 = arith.constant dense_resource<torch_tensor_288_torch.float32_1> : tensor<288xf32>
    %cst_65 = arith.constant dense_resource<torch_tensor_288_torch.float32> : tensor<288xf32>
    %cst_66 = arith.constant dense_resource<torch_tensor_288_48_1_1_torch.float32> : tensor<288x48x1x1xf32>
    %cst_67 = arith.constant dense_resource<torch_tensor_48_torch.float32_7> : tensor<48xf32>
    %cst_68 = arith.constant dense_resource<torch_tensor_48_torch.float32_6> : tensor<48xf32>
    %cst_69 = arith.constant dense_resource<torch_tensor_48_torch.float32_5> : tensor<48xf32>
    %cst_70 = arith.constant dense_resource<torch_tensor_48_torch.float32_4> : tensor<48xf32>
    %cst_71 = arith.constant dense_resource<torch_tensor_48_144_1_1_torch.float32> : tensor<48x144x1x1xf32>
    %cst_72 = arith.constant dense_resource<torch_tensor_144_torch.float32_8> : tensor<144xf32>
    %cst_73 = arith.constant dense_resource<torch_tensor_144_40_1_1_torch.float32> : tensor<144x40x1x1xf32>
    %cst_74 = arith.constant dense_resource<torch_tensor_40_torch.float32_12> : tensor<40xf32>
    %cst_75 = arith.constant dense_resource<torch_tensor_40_144_1_1_torch.float32> : tensor<40x144x1x1xf32>
    %cst_76 = arith.constant dense_resource<torch_tensor_144_torch.float32_7> : tensor<144xf32>
    %cst_77 = arith.constant dense_resource<torch_tensor_144_torch.float32_6> : tensor<144xf32>
    %cst_78 = arith.constant dense_resource<torch_tensor_144_torch.float32_5> : tensor<144xf32>
    %cst_79 = arith.constant dense_resource<torch_tensor_144_torch.float32_4> : tensor<144xf32>
    %cst_80 = arith.constant dense_resource<torch_tensor_144_1_5_5_torch.float32> : tensor<144x1x5x5xf32>
    %cst_81 = arith.constant dense_resource<torch_tensor_144_torch.float32_3> : tensor<144xf32>
    %cst_82 = arith.constant dense_resource<torch_tensor_144_torch.float32_2> : tensor<144xf32>
    %cst_83 = arith.constant dense_resource<torch_tensor_144_torch.float32_1> : tensor<144xf32>
    %cst_84 = arith.constant dense_resource<torch_tensor_144_torch.float32> : tensor<144xf32>
    %cst_85 = arith.constant dense_resource<torch_tensor_144_48_1_1_torch.float32> : tensor<144x48x1x1xf32>
    %cst_86 = arith.constant dense_resource<torch_tensor_48_torch.float32_3> : tensor<48xf32>
    %cst_87 = arith.constant dense_resource<torch_tensor_48_torch.float32_2> : tensor<48xf32>
    %cst_88 = arith.constant dense_resource<torch_tensor_48_torch.float32_1> : tensor<48xf32>
    %cst_89 = arith.constant dense_resource<torch_tensor_48_torch.float32> : tensor<48xf32>
    %cst_90 = arith.constant dense_resource<torch_tensor_48_120_1_1_torch.float32> : tensor<48x120x1x1xf32>
    %cst_91 = arith.constant dense_resource<torch_tensor_120_torch.float32_8> : tensor<120xf32>
    %cst_92 = arith.constant dense_resource<torch_tensor_120_32_1_1_torch.float32> : tensor<120x32x1x1xf32>
    %cst_93 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_94 = arith.constant dense_resource<torch_tensor_32_120_1_1_torch.float32> : tensor<32x120x1x1xf32>
    %cst_95 = arith.constant dense_resource<torch_tensor_120_torch.float32_7> : tensor<120xf32>
    %cst_96 = arith.constant dense_resource<torch_tensor_120_torch.float32_6> : tensor<120xf32>
    %cst_97 = arith.constant dense_resource<torch_tensor_120_torch.float32_5> : tensor<120xf32>
    %cst_98 = arith.constant dense_resource<torch_tensor_120_torch.float32_4> : tensor<120xf32>
    %cst_99 = arith.constant dense_resource<torch_tensor_120_1_5_5_torch.float32> : tensor<120x1x5x5xf32>
    %cst_100 = arith.constant dense_resource<torch_tensor_120_torch.float32_3> : tensor<120xf32>
    %cst_101 = arith.constant dense_resource<torch_tensor_120_torch.float32_2> : tensor<120xf32>
    %cst_102 = arith.constant dense_resource<torch_tensor_120_torch.float32_1> : tensor<120xf32>
    %cst_103 = arith.constant dense_resource<torch_tensor_120_torch.float32> : tensor<120xf32>
    %cst_104 = arith.constant dense_resource<torch_tensor_120_40_1_1_torch.float32> : tensor<120x40x1x1xf32>
    %cst_105 = arith.constant dense_resource<torch_tensor_40_torch.float32_11> : tensor<40xf32>
    %cst_106 = arith.constant dense_resource<torch_tensor_40_torch.float32_10> : tensor<40xf32>
    %cst_107 = arith.constant dense_resource<torch_tensor_40_torch.float32_9> : tensor<40xf32>
    %cst_108 = arith.constant dense_resource<torch_tensor_40_torch.float32_8> : tensor<40xf32>
    %cst_109 = arith.constant dense_resource<torch_tensor_40_240_1_1_torch.float32_1> : tensor<40x240x1x1xf32>
    %cst_110 = arith.constant dense_resource<torch_tensor_240_torch.float32_17> : tensor<240xf32>
    %cst_111 = arith.constant dense_resource<torch_tensor_240_64_1_1_torch.float32_1> : tensor<240x64x1x1xf32>
    %cst_112 = arith.constant dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>
    %cst_113 = arith.constant dense_resource<torch_tensor_64_240_1_1_torch.float32_1> : tensor<64x240x1x1xf32>
    %cst_114 = arith.constant dense_resource<torch_tensor_240_torch.float32_16> : tensor<240xf32>
    %cst_115 = arith.constant dense_resource<torch_tensor_240_torch.float32_15> : tensor<240xf32>
    %cst_116 = arith.constant dense_resource<torch_tensor_240_torch.float32_14> : tensor<240xf32>
    %cst_117 = arith.constant dense_resource<torch_tensor_240_torch.float32_13> : tensor<240xf32>
    %cst_118 = arith.constant dense_resource<torch_tensor_240_1_5_5_torch.float32_1> : tensor<240x1x5x5xf32>
    %cst_119 = arith.constant dense_resource<torch_tensor_240_torch.float32_12> : tensor<240xf32>
    %cst_120 = arith.constant dense_resource<torch_tensor_240_torch.float32_11> : tensor<240xf32>
    %cst_121 = arith.constant dense_resource<torch_tensor_240_torch.float32_10> : tensor<240xf32>
    %cst_122 = arith.constant dense_resource<torch_tensor_240_torch.float32_9> : tensor<240xf32>
    %cst_123 = arith.constant dense_resource<torch_tensor_240_40_1_1_torch.float32_1> : tensor<240x40x1x1xf32>
    %cst_124 = arith.constant dense_resource<torch_tensor_40_torch.float32_7> : tensor<40xf32>
    %cst_125 = arith.constant dense_resource<torch_tensor_40_torch.float32_6> : tensor<40xf32>
    %cst_126 = arith.constant dense_resource<torch_tensor_40_torch.float32_5> : tensor<40xf32>
    %cst_127 = arith.constant dense_resource<torch_tensor_40_torch.float32_4> : tensor<40xf32>
    %cst_128 = arith.constant dense_resource<torch_tensor_40_240_1_1_torch.float32> : tensor<40x240x1x1xf32>
    %cst_129 = arith.constant dense_resource<torch_tensor_240_torch.float32_8> : tensor<240xf32>
    %cst_130 = arith.constant dense_resource<torch_tensor_240_64_1_1_torch.float32> : tensor<240x64x1x1xf32>
    %cst_131 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_132 = arith.constant dense_resource<torch_tensor_64_240_1_1_torch.float32> : tensor<64x240x1x1xf32>
    %cst_133 = arith.constant dense_resource<torch_tensor_240_torch.float32_7> : tensor<240xf32>
    %cst_134 = arith.constant dense_resource<torch_tensor_240_torch.float32_6> : tensor<240xf32>
    %cst_135 = arith.constant dense_resource<torch_tensor_240_torch.float32_5> : tensor<240xf32>
    %cst_136 = arith.constant dense_resource<torch_tensor_240_torch.float32_4> : tensor<240xf32>
    %cst_137 = arith.constant dense_resource<torch_tensor_240_1_5_5_torch.float32> : tensor<240x1x5x5xf32>
    %cst_138 = arith.constant dense_resource<torch_tensor_240_torch.float32_3> : tensor<240xf32>
    %cst_139 = arith.constant dense_resource<torch_tensor_240_torch.float32_2> : tensor<240xf32>
    %cst_140 = arith.constant dense_resource<torch_tensor_240_torch.float32_1> : tensor<240xf32>
    %cst_141 = arith.constant dense_resource<torch_tensor_240_torch.float32> : tensor<240xf32>
    %cst_142 = arith.constant dense_resource<torch_tensor_240_40_1_1_torch.float32> : tensor<240x40x1x1xf32>
    %cst_143 = arith.constant dense_resource<torch_tensor_40_torch.float32_3> : tensor<40xf32>
    %cst_144 = arith.constant dense_resource<torch_tensor_40_torch.float32_2> : tensor<40xf32>
    %cst_145 = arith.constant dense_resource<torch_tensor_40_torch.float32_1> : tensor<40xf32>
    %cst_146 = arith.constant dense_resource<torch_tensor_40_torch.float32> : tensor<40xf32>
    %cst_147 = arith.constant dense_resource<torch_tensor_40_96_1_1_torch.float32> : tensor<40x96x1x1xf32>
    %cst_148 = arith.constant dense_resource<torch_tensor_96_torch.float32_8> : tensor<96xf32>
    %cst_149 = arith.constant dense_resource<torch_tensor_96_24_1_1_torch.float32_1> : tensor<96x24x1x1xf32>
    %cst_150 = arith.constant dense_resource<torch_tensor_24_torch.float32_8> : tensor<24xf32>
    %cst_151 = arith.constant dense_resource<torch_tensor_24_96_1_1_torch.float32> : tensor<24x96x1x1xf32>
    %cst_152 = arith.constant dense_resource<torch_tensor_96_torch.float32_7> : tensor<96xf32>
    %cst_153 = arith.constant dense_resource<torch_tensor_96_torch.float32_6> : tensor<96xf32>
    %cst_154 = arith.constant dense_resource<torch_tensor_96_torch.float32_5> : tensor<96xf32>
    %cst_155 = arith.constant dense_resource<torch_tensor_96_torch.float32_4> : tensor<96xf32>
    %cst_156 = arith.constant dense_resource<torch_tensor_96_1_5_5_torch.float32> : tensor<96x1x5x5xf32>
    %cst_157 = arith.constant dense_resource<torch_tensor_96_torch.float32_3> : tensor<96xf32>
    %cst_158 = arith.constant dense_resource<torch_tensor_96_torch.float32_2> : tensor<96xf32>
    %cst_159 = arith.constant dense_resource<torch_tensor_96_torch.float32_1> : tensor<96xf32>
    %cst_160 = arith.constant dense_resource<torch_tensor_96_torch.float32> : tensor<96xf32>
    %cst_161 = arith.constant dense_resource<torch_tensor_96_24_1_1_torch.float32> : tensor<96x24x1x1xf32>
    %cst_162 = arith.constant dense_resource<torch_tensor_24_torch.float32_7> : tensor<24xf32>
    %cst_163 = arith.constant dense_resource<torch_tensor_24_torch.float32_6> : tensor<24xf32>
    %cst_164 = arith.constant dense_resource<torch_tensor_24_torch.float32_5> : tensor<24xf32>
    %cst_165 = arith.constant dense_resource<torch_tensor_24_torch.float32_4> : tensor<24xf32>
    %cst_166 = arith.constant dense_resource<torch_tensor_24_88_1_1_torch.float32> : tensor<24x88x1x1xf32>
    %cst_167 = arith.constant dense_resource<torch_tensor_88_torch.float32_7> : tensor<88xf32>
    %cst_168 = arith.constant dense_resource<torch_tensor_88_torch.float32_6> : tensor<88xf32>
    %cst_169 = arith.constant dense_resource<torch_tensor_88_torch.float32_5> : tensor<88xf32>
    %cst_170 = arith.constant dense_resource<torch_tensor_88_torch.float32_4> : tensor<88xf32>
    %cst_171 = arith.constant dense_resource<torch_tensor_88_1_3_3_torch.float32> : tensor<88x1x3x3xf32>
    %cst_172 = arith.constant dense_resource<torch_tensor_88_torch.float32_3> : tensor<88xf32>
    %cst_173 = arith.constant dense_resource<torch_tensor_88_torch.float32_2> : tensor<88xf32>
    %cst_174 = arith.constant dense_resource<torch_tensor_88_torch.float32_1> : tensor<88xf32>
    %cst_175 = arith.constant dense_resource<torch_tensor_88_torch.float32> : tensor<88xf32>
    %cst_176 = arith.constant dense_resource<torch_tensor_88_24_1_1_torch.float32> : tensor<88x24x1x1xf32>
    %cst_177 = arith.constant dense_resource<torch_tensor_24_torch.float32_3> : tensor<24xf32>
    %cst_178 = arith.constant dense_resource<torch_tensor_24_torch.float32_2> : tensor<24xf32>
    %cst_179 = arith.constant dense_resource<torch_tensor_24_torch.float32_1> : tensor<24xf32>
    %cst_180 = arith.constant dense_resource<torch_tensor_24_torch.float32> : tensor<24xf32>
    %cst_181 = arith.constant dense_resource<torch_tensor_24_72_1_1_torch.float32> : tensor<24x72x1x1xf32>
    %cst_182 = arith.constant dense_resource<torch_tensor_72_torch.float32_7> : tensor<72xf32>
    %cst_183 = arith.constant dense_resource<torch_tensor_72_torch.float32_6> : tensor<72xf32>
    %cst_184 = arith.constant dense_resource<torch_tensor_72_torch.float32_5> : tensor<72xf32>
    %cst_185 = arith.constant dense_resource<torch_tensor_72_torch.float32_4> : tensor<72xf32>
    %cst_186 = arith.constant dense_resource<torch_tensor_72_1_3_3_torch.float32> : tensor<72x1x3x3xf32>
    %cst_187 = arith.constant dense_resource<torch_tensor_72_torch.float32_3> : tensor<72xf32>
    %cst_188 = arith.constant dense_resource<torch_tensor_72_torch.float32_2> : tensor<72xf32>
    %cst_189 = arith.constant dense_resource<torch_tensor_72_torch.float32_1> : tensor<72xf32>
    %cst_190 = arith.constant dense_resource<torch_tensor_72_torch.float32> : tensor<72xf32>
    %cst_191 = arith.constant dense_resource<torch_tensor_72_16_1_1_torch.float32> : tensor<72x16x1x1xf32>
    %cst_192 = arith.constant dense_resource<torch_tensor_16_torch.float32_12> : tensor<16xf32>
    %cst_193 = arith.constant dense_resource<torch_tensor_16_torch.float32_11> : tensor<16xf32>
    %cst_194 = arith.constant dense_resource<torch_tensor_16_torch.float32_10> : tensor<16xf32>
    %cst_195 = arith.constant dense_resource<torch_tensor_16_torch.float32_9> : tensor<16xf32>
    %cst_196 = arith.constant dense_resource<torch_tensor_16_16_1_1_torch.float32> : tensor<16x16x1x1xf32>
    %cst_197 = arith.constant dense_resource<torch_tensor_16_torch.float32_8> : tensor<16xf32>
    %cst_198 = arith.constant dense_resource<torch_tensor_16_8_1_1_torch.float32> : tensor<16x8x1x1xf32>
    %cst_199 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_200 = arith.constant dense_resource<torch_tensor_8_16_1_1_torch.float32> : tensor<8x16x1x1xf32>
    %cst_201 = arith.constant dense_resource<torch_tensor_16_torch.float32_7> : tensor<16xf32>
    %cst_202 = arith.constant dense_resource<torch_tensor_16_torch.float32_6> : tensor<16xf32>
    %cst_203 = arith.constant dense_resource<torch_tensor_16_torch.float32_5> : tensor<16xf32>
    %cst_204 = arith.constant dense_resource<torch_tensor_16_torch.float32_4> : tensor<16xf32>
    %cst_205 = arith.constant dense_resource<torch_tensor_16_1_3_3_torch.float32> : tensor<16x1x3x3xf32>
    %cst_206 = arith.constant dense_resource<torch_tensor_16_torch.float32_3> : tensor<16xf32>
    %cst_207 = arith.constant dense_resource<torch_tensor_16_torch.float32_2> : tensor<16xf32>
    %cst_208 = arith.constant 1.000000e-03 : f64
    %cst_209 = arith.constant dense_resource<torch_tensor_16_torch.float32_1> : tensor<16xf32>
    %cst_210 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %cst_211 = arith.constant dense_resource<torch_tensor_16_3_3_3_torch.float32> : tensor<16x3x3x3xf32>
    %cst_212 = arith.constant 3.000000e+00 : f32
    %cst_213 = arith.constant 6.000000e+00 : f32
    %cst_214 = arith.constant 2.560000e+02 : f32
    %cst_215 = arith.constant 1.600000e+01 : f32
    %cst_216 = arith.constant 4.000000e+00 : f32
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x3x64x64xf32> to tensor<1x3x66x66xf32>
    %0 = tensor.empty() : tensor<1x16x32x32xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %cst_211 : tensor<1x3x66x66xf32>, tensor<16x3x3x3xf32>) outs(%1 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %3 = tensor.empty() : tensor<16xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_209 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.truncf %cst_208 : f64 to f32
      %547 = arith.addf %in, %546 : f32
      linalg.yield %547 : f32
    } -> tensor<16xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = math.sqrt %in : f32
      linalg.yield %546 : f32
    } -> tensor<16xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%5 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf one, %in, %cst : f32
      cf.assert %546, "unimplemented: tensor with zero element"
      %547 = arith.divf %cst_0, %in : f32
      linalg.yield %547 : f32
    } -> tensor<16xf32>
    %expanded = tensor.expand_shape %cst_210 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_217 = tensor.expand_shape %6 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.subf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x16x32x32xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_217 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_218 = tensor.expand_shape %cst_207 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_218 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_219 = tensor.expand_shape %cst_206 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9, %expanded_219 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.addf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x16x32x32xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<1x16x32x32xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.addf %in, %cst_212 : f32
      linalg.yield %546 : f32
    } -> tensor<1x16x32x32xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<1x16x32x32xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ult, %in, %cst : f32
      %547 = arith.select %546, %cst, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x16x32x32xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12 : tensor<1x16x32x32xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ugt, %in, %cst_213 : f32
      %547 = arith.select %546, %cst_213, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x16x32x32xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %13 : tensor<1x16x32x32xf32>, tensor<1x16x32x32xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x16x32x32xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14 : tensor<1x16x32x32xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.divf %in, %cst_213 : f32
      linalg.yield %546 : f32
    } -> tensor<1x16x32x32xf32>
    %padded_220 = tensor.pad %15 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x32x32xf32> to tensor<1x16x34x34xf32>
    %16 = tensor.empty() : tensor<1x16x16x16xf32>
    %17 = linalg.fill ins(%cst : f32) outs(%16 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %collapsed = tensor.collapse_shape %cst_205 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %18 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_220, %collapsed : tensor<1x16x34x34xf32>, tensor<16x3x3xf32>) outs(%17 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_203 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.truncf %cst_208 : f64 to f32
      %547 = arith.addf %in, %546 : f32
      linalg.yield %547 : f32
    } -> tensor<16xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%19 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = math.sqrt %in : f32
      linalg.yield %546 : f32
    } -> tensor<16xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%20 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf one, %in, %cst : f32
      cf.assert %546, "unimplemented: tensor with zero element"
      %547 = arith.divf %cst_0, %in : f32
      linalg.yield %547 : f32
    } -> tensor<16xf32>
    %expanded_221 = tensor.expand_shape %cst_204 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_222 = tensor.expand_shape %21 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %expanded_221 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%16 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.subf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x16x16x16xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %expanded_222 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%16 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_223 = tensor.expand_shape %cst_202 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %expanded_223 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%16 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_224 = tensor.expand_shape %cst_201 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %expanded_224 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%16 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.addf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x16x16x16xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25 : tensor<1x16x16x16xf32>) outs(%16 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ugt, %in, %cst : f32
      %547 = arith.select %546, %in, %cst : f32
      linalg.yield %547 : f32
    } -> tensor<1x16x16x16xf32>
    %27 = tensor.empty() : tensor<1x16x1x1xf32>
    %28 = linalg.fill ins(%cst : f32) outs(%27 : tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%26 : tensor<1x16x16x16xf32>) outs(%28 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.addf %in, %out : f32
      linalg.yield %546 : f32
    } -> tensor<1x16x1x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29 : tensor<1x16x1x1xf32>) outs(%27 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.divf %in, %cst_214 : f32
      linalg.yield %546 : f32
    } -> tensor<1x16x1x1xf32>
    %31 = tensor.empty() : tensor<1x8x1x1xf32>
    %broadcasted = linalg.broadcast ins(%cst_199 : tensor<8xf32>) outs(%31 : tensor<1x8x1x1xf32>) dimensions = [0, 2, 3]
    %32 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%30, %cst_200 : tensor<1x16x1x1xf32>, tensor<8x16x1x1xf32>) outs(%broadcasted : tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32 : tensor<1x8x1x1xf32>) outs(%31 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ugt, %in, %cst : f32
      %547 = arith.select %546, %in, %cst : f32
      linalg.yield %547 : f32
    } -> tensor<1x8x1x1xf32>
    %broadcasted_225 = linalg.broadcast ins(%cst_197 : tensor<16xf32>) outs(%27 : tensor<1x16x1x1xf32>) dimensions = [0, 2, 3]
    %34 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%33, %cst_198 : tensor<1x8x1x1xf32>, tensor<16x8x1x1xf32>) outs(%broadcasted_225 : tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34 : tensor<1x16x1x1xf32>) outs(%27 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.addf %in, %cst_212 : f32
      linalg.yield %546 : f32
    } -> tensor<1x16x1x1xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35 : tensor<1x16x1x1xf32>) outs(%27 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ult, %in, %cst : f32
      %547 = arith.select %546, %cst, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x16x1x1xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36 : tensor<1x16x1x1xf32>) outs(%27 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ugt, %in, %cst_213 : f32
      %547 = arith.select %546, %cst_213, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x16x1x1xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37 : tensor<1x16x1x1xf32>) outs(%27 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.divf %in, %cst_213 : f32
      linalg.yield %546 : f32
    } -> tensor<1x16x1x1xf32>
    %39 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %26 : tensor<1x16x1x1xf32>, tensor<1x16x16x16xf32>) outs(%16 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x16x16x16xf32>
    %40 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%39, %cst_196 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%17 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_194 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.truncf %cst_208 : f64 to f32
      %547 = arith.addf %in, %546 : f32
      linalg.yield %547 : f32
    } -> tensor<16xf32>
    %42 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%41 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = math.sqrt %in : f32
      linalg.yield %546 : f32
    } -> tensor<16xf32>
    %43 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%42 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf one, %in, %cst : f32
      cf.assert %546, "unimplemented: tensor with zero element"
      %547 = arith.divf %cst_0, %in : f32
      linalg.yield %547 : f32
    } -> tensor<16xf32>
    %expanded_226 = tensor.expand_shape %cst_195 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_227 = tensor.expand_shape %43 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %expanded_226 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%16 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.subf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x16x16x16xf32>
    %45 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %expanded_227 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%16 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_228 = tensor.expand_shape %cst_193 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %expanded_228 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%16 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_229 = tensor.expand_shape %cst_192 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %expanded_229 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%16 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.addf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x16x16x16xf32>
    %48 = tensor.empty() : tensor<1x72x16x16xf32>
    %49 = linalg.fill ins(%cst : f32) outs(%48 : tensor<1x72x16x16xf32>) -> tensor<1x72x16x16xf32>
    %50 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%47, %cst_191 : tensor<1x16x16x16xf32>, tensor<72x16x1x1xf32>) outs(%49 : tensor<1x72x16x16xf32>) -> tensor<1x72x16x16xf32>
    %51 = tensor.empty() : tensor<72xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_189 : tensor<72xf32>) outs(%51 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.truncf %cst_208 : f64 to f32
      %547 = arith.addf %in, %546 : f32
      linalg.yield %547 : f32
    } -> tensor<72xf32>
    %53 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%52 : tensor<72xf32>) outs(%51 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = math.sqrt %in : f32
      linalg.yield %546 : f32
    } -> tensor<72xf32>
    %54 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%53 : tensor<72xf32>) outs(%51 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf one, %in, %cst : f32
      cf.assert %546, "unimplemented: tensor with zero element"
      %547 = arith.divf %cst_0, %in : f32
      linalg.yield %547 : f32
    } -> tensor<72xf32>
    %expanded_230 = tensor.expand_shape %cst_190 [[0, 1, 2]] output_shape [72, 1, 1] : tensor<72xf32> into tensor<72x1x1xf32>
    %expanded_231 = tensor.expand_shape %54 [[0, 1, 2]] output_shape [72, 1, 1] : tensor<72xf32> into tensor<72x1x1xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %expanded_230 : tensor<1x72x16x16xf32>, tensor<72x1x1xf32>) outs(%48 : tensor<1x72x16x16xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.subf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x72x16x16xf32>
    %56 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %expanded_231 : tensor<1x72x16x16xf32>, tensor<72x1x1xf32>) outs(%48 : tensor<1x72x16x16xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x72x16x16xf32>
    %expanded_232 = tensor.expand_shape %cst_188 [[0, 1, 2]] output_shape [72, 1, 1] : tensor<72xf32> into tensor<72x1x1xf32>
    %57 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %expanded_232 : tensor<1x72x16x16xf32>, tensor<72x1x1xf32>) outs(%48 : tensor<1x72x16x16xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x72x16x16xf32>
    %expanded_233 = tensor.expand_shape %cst_187 [[0, 1, 2]] output_shape [72, 1, 1] : tensor<72xf32> into tensor<72x1x1xf32>
    %58 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %expanded_233 : tensor<1x72x16x16xf32>, tensor<72x1x1xf32>) outs(%48 : tensor<1x72x16x16xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.addf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x72x16x16xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58 : tensor<1x72x16x16xf32>) outs(%48 : tensor<1x72x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ugt, %in, %cst : f32
      %547 = arith.select %546, %in, %cst : f32
      linalg.yield %547 : f32
    } -> tensor<1x72x16x16xf32>
    %padded_234 = tensor.pad %59 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x72x16x16xf32> to tensor<1x72x18x18xf32>
    %60 = tensor.empty() : tensor<1x72x8x8xf32>
    %61 = linalg.fill ins(%cst : f32) outs(%60 : tensor<1x72x8x8xf32>) -> tensor<1x72x8x8xf32>
    %collapsed_235 = tensor.collapse_shape %cst_186 [[0, 1], [2], [3]] : tensor<72x1x3x3xf32> into tensor<72x3x3xf32>
    %62 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_234, %collapsed_235 : tensor<1x72x18x18xf32>, tensor<72x3x3xf32>) outs(%61 : tensor<1x72x8x8xf32>) -> tensor<1x72x8x8xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_184 : tensor<72xf32>) outs(%51 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.truncf %cst_208 : f64 to f32
      %547 = arith.addf %in, %546 : f32
      linalg.yield %547 : f32
    } -> tensor<72xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%63 : tensor<72xf32>) outs(%51 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = math.sqrt %in : f32
      linalg.yield %546 : f32
    } -> tensor<72xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%64 : tensor<72xf32>) outs(%51 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf one, %in, %cst : f32
      cf.assert %546, "unimplemented: tensor with zero element"
      %547 = arith.divf %cst_0, %in : f32
      linalg.yield %547 : f32
    } -> tensor<72xf32>
    %expanded_236 = tensor.expand_shape %cst_185 [[0, 1, 2]] output_shape [72, 1, 1] : tensor<72xf32> into tensor<72x1x1xf32>
    %expanded_237 = tensor.expand_shape %65 [[0, 1, 2]] output_shape [72, 1, 1] : tensor<72xf32> into tensor<72x1x1xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %expanded_236 : tensor<1x72x8x8xf32>, tensor<72x1x1xf32>) outs(%60 : tensor<1x72x8x8xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.subf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x72x8x8xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %expanded_237 : tensor<1x72x8x8xf32>, tensor<72x1x1xf32>) outs(%60 : tensor<1x72x8x8xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x72x8x8xf32>
    %expanded_238 = tensor.expand_shape %cst_183 [[0, 1, 2]] output_shape [72, 1, 1] : tensor<72xf32> into tensor<72x1x1xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %expanded_238 : tensor<1x72x8x8xf32>, tensor<72x1x1xf32>) outs(%60 : tensor<1x72x8x8xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x72x8x8xf32>
    %expanded_239 = tensor.expand_shape %cst_182 [[0, 1, 2]] output_shape [72, 1, 1] : tensor<72xf32> into tensor<72x1x1xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68, %expanded_239 : tensor<1x72x8x8xf32>, tensor<72x1x1xf32>) outs(%60 : tensor<1x72x8x8xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.addf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x72x8x8xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69 : tensor<1x72x8x8xf32>) outs(%60 : tensor<1x72x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ugt, %in, %cst : f32
      %547 = arith.select %546, %in, %cst : f32
      linalg.yield %547 : f32
    } -> tensor<1x72x8x8xf32>
    %71 = tensor.empty() : tensor<1x24x8x8xf32>
    %72 = linalg.fill ins(%cst : f32) outs(%71 : tensor<1x24x8x8xf32>) -> tensor<1x24x8x8xf32>
    %73 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%70, %cst_181 : tensor<1x72x8x8xf32>, tensor<24x72x1x1xf32>) outs(%72 : tensor<1x24x8x8xf32>) -> tensor<1x24x8x8xf32>
    %74 = tensor.empty() : tensor<24xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_179 : tensor<24xf32>) outs(%74 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.truncf %cst_208 : f64 to f32
      %547 = arith.addf %in, %546 : f32
      linalg.yield %547 : f32
    } -> tensor<24xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%75 : tensor<24xf32>) outs(%74 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = math.sqrt %in : f32
      linalg.yield %546 : f32
    } -> tensor<24xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%76 : tensor<24xf32>) outs(%74 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf one, %in, %cst : f32
      cf.assert %546, "unimplemented: tensor with zero element"
      %547 = arith.divf %cst_0, %in : f32
      linalg.yield %547 : f32
    } -> tensor<24xf32>
    %expanded_240 = tensor.expand_shape %cst_180 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_241 = tensor.expand_shape %77 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %expanded_240 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%71 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.subf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x24x8x8xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78, %expanded_241 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%71 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x24x8x8xf32>
    %expanded_242 = tensor.expand_shape %cst_178 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %expanded_242 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%71 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x24x8x8xf32>
    %expanded_243 = tensor.expand_shape %cst_177 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80, %expanded_243 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%71 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.addf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x24x8x8xf32>
    %82 = tensor.empty() : tensor<1x88x8x8xf32>
    %83 = linalg.fill ins(%cst : f32) outs(%82 : tensor<1x88x8x8xf32>) -> tensor<1x88x8x8xf32>
    %84 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%81, %cst_176 : tensor<1x24x8x8xf32>, tensor<88x24x1x1xf32>) outs(%83 : tensor<1x88x8x8xf32>) -> tensor<1x88x8x8xf32>
    %85 = tensor.empty() : tensor<88xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_174 : tensor<88xf32>) outs(%85 : tensor<88xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.truncf %cst_208 : f64 to f32
      %547 = arith.addf %in, %546 : f32
      linalg.yield %547 : f32
    } -> tensor<88xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%86 : tensor<88xf32>) outs(%85 : tensor<88xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = math.sqrt %in : f32
      linalg.yield %546 : f32
    } -> tensor<88xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%87 : tensor<88xf32>) outs(%85 : tensor<88xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf one, %in, %cst : f32
      cf.assert %546, "unimplemented: tensor with zero element"
      %547 = arith.divf %cst_0, %in : f32
      linalg.yield %547 : f32
    } -> tensor<88xf32>
    %expanded_244 = tensor.expand_shape %cst_175 [[0, 1, 2]] output_shape [88, 1, 1] : tensor<88xf32> into tensor<88x1x1xf32>
    %expanded_245 = tensor.expand_shape %88 [[0, 1, 2]] output_shape [88, 1, 1] : tensor<88xf32> into tensor<88x1x1xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84, %expanded_244 : tensor<1x88x8x8xf32>, tensor<88x1x1xf32>) outs(%82 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.subf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x88x8x8xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89, %expanded_245 : tensor<1x88x8x8xf32>, tensor<88x1x1xf32>) outs(%82 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x88x8x8xf32>
    %expanded_246 = tensor.expand_shape %cst_173 [[0, 1, 2]] output_shape [88, 1, 1] : tensor<88xf32> into tensor<88x1x1xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90, %expanded_246 : tensor<1x88x8x8xf32>, tensor<88x1x1xf32>) outs(%82 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x88x8x8xf32>
    %expanded_247 = tensor.expand_shape %cst_172 [[0, 1, 2]] output_shape [88, 1, 1] : tensor<88xf32> into tensor<88x1x1xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91, %expanded_247 : tensor<1x88x8x8xf32>, tensor<88x1x1xf32>) outs(%82 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.addf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x88x8x8xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92 : tensor<1x88x8x8xf32>) outs(%82 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ugt, %in, %cst : f32
      %547 = arith.select %546, %in, %cst : f32
      linalg.yield %547 : f32
    } -> tensor<1x88x8x8xf32>
    %padded_248 = tensor.pad %93 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x88x8x8xf32> to tensor<1x88x10x10xf32>
    %collapsed_249 = tensor.collapse_shape %cst_171 [[0, 1], [2], [3]] : tensor<88x1x3x3xf32> into tensor<88x3x3xf32>
    %94 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_248, %collapsed_249 : tensor<1x88x10x10xf32>, tensor<88x3x3xf32>) outs(%83 : tensor<1x88x8x8xf32>) -> tensor<1x88x8x8xf32>
    %95 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_169 : tensor<88xf32>) outs(%85 : tensor<88xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.truncf %cst_208 : f64 to f32
      %547 = arith.addf %in, %546 : f32
      linalg.yield %547 : f32
    } -> tensor<88xf32>
    %96 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%95 : tensor<88xf32>) outs(%85 : tensor<88xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = math.sqrt %in : f32
      linalg.yield %546 : f32
    } -> tensor<88xf32>
    %97 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%96 : tensor<88xf32>) outs(%85 : tensor<88xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf one, %in, %cst : f32
      cf.assert %546, "unimplemented: tensor with zero element"
      %547 = arith.divf %cst_0, %in : f32
      linalg.yield %547 : f32
    } -> tensor<88xf32>
    %expanded_250 = tensor.expand_shape %cst_170 [[0, 1, 2]] output_shape [88, 1, 1] : tensor<88xf32> into tensor<88x1x1xf32>
    %expanded_251 = tensor.expand_shape %97 [[0, 1, 2]] output_shape [88, 1, 1] : tensor<88xf32> into tensor<88x1x1xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94, %expanded_250 : tensor<1x88x8x8xf32>, tensor<88x1x1xf32>) outs(%82 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.subf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x88x8x8xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98, %expanded_251 : tensor<1x88x8x8xf32>, tensor<88x1x1xf32>) outs(%82 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x88x8x8xf32>
    %expanded_252 = tensor.expand_shape %cst_168 [[0, 1, 2]] output_shape [88, 1, 1] : tensor<88xf32> into tensor<88x1x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99, %expanded_252 : tensor<1x88x8x8xf32>, tensor<88x1x1xf32>) outs(%82 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x88x8x8xf32>
    %expanded_253 = tensor.expand_shape %cst_167 [[0, 1, 2]] output_shape [88, 1, 1] : tensor<88xf32> into tensor<88x1x1xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100, %expanded_253 : tensor<1x88x8x8xf32>, tensor<88x1x1xf32>) outs(%82 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.addf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x88x8x8xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101 : tensor<1x88x8x8xf32>) outs(%82 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ugt, %in, %cst : f32
      %547 = arith.select %546, %in, %cst : f32
      linalg.yield %547 : f32
    } -> tensor<1x88x8x8xf32>
    %103 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%102, %cst_166 : tensor<1x88x8x8xf32>, tensor<24x88x1x1xf32>) outs(%72 : tensor<1x24x8x8xf32>) -> tensor<1x24x8x8xf32>
    %104 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_164 : tensor<24xf32>) outs(%74 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.truncf %cst_208 : f64 to f32
      %547 = arith.addf %in, %546 : f32
      linalg.yield %547 : f32
    } -> tensor<24xf32>
    %105 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%104 : tensor<24xf32>) outs(%74 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = math.sqrt %in : f32
      linalg.yield %546 : f32
    } -> tensor<24xf32>
    %106 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%105 : tensor<24xf32>) outs(%74 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf one, %in, %cst : f32
      cf.assert %546, "unimplemented: tensor with zero element"
      %547 = arith.divf %cst_0, %in : f32
      linalg.yield %547 : f32
    } -> tensor<24xf32>
    %expanded_254 = tensor.expand_shape %cst_165 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_255 = tensor.expand_shape %106 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103, %expanded_254 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%71 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.subf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x24x8x8xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107, %expanded_255 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%71 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x24x8x8xf32>
    %expanded_256 = tensor.expand_shape %cst_163 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108, %expanded_256 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%71 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x24x8x8xf32>
    %expanded_257 = tensor.expand_shape %cst_162 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109, %expanded_257 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%71 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.addf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x24x8x8xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110, %81 : tensor<1x24x8x8xf32>, tensor<1x24x8x8xf32>) outs(%71 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.addf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x24x8x8xf32>
    %112 = tensor.empty() : tensor<1x96x8x8xf32>
    %113 = linalg.fill ins(%cst : f32) outs(%112 : tensor<1x96x8x8xf32>) -> tensor<1x96x8x8xf32>
    %114 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%111, %cst_161 : tensor<1x24x8x8xf32>, tensor<96x24x1x1xf32>) outs(%113 : tensor<1x96x8x8xf32>) -> tensor<1x96x8x8xf32>
    %115 = tensor.empty() : tensor<96xf32>
    %116 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_159 : tensor<96xf32>) outs(%115 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.truncf %cst_208 : f64 to f32
      %547 = arith.addf %in, %546 : f32
      linalg.yield %547 : f32
    } -> tensor<96xf32>
    %117 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%116 : tensor<96xf32>) outs(%115 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = math.sqrt %in : f32
      linalg.yield %546 : f32
    } -> tensor<96xf32>
    %118 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%117 : tensor<96xf32>) outs(%115 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf one, %in, %cst : f32
      cf.assert %546, "unimplemented: tensor with zero element"
      %547 = arith.divf %cst_0, %in : f32
      linalg.yield %547 : f32
    } -> tensor<96xf32>
    %expanded_258 = tensor.expand_shape %cst_160 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_259 = tensor.expand_shape %118 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114, %expanded_258 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%112 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.subf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x96x8x8xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %expanded_259 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%112 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x96x8x8xf32>
    %expanded_260 = tensor.expand_shape %cst_158 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %expanded_260 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%112 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x96x8x8xf32>
    %expanded_261 = tensor.expand_shape %cst_157 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %expanded_261 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%112 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.addf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x96x8x8xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122 : tensor<1x96x8x8xf32>) outs(%112 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.addf %in, %cst_212 : f32
      linalg.yield %546 : f32
    } -> tensor<1x96x8x8xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123 : tensor<1x96x8x8xf32>) outs(%112 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ult, %in, %cst : f32
      %547 = arith.select %546, %cst, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x96x8x8xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124 : tensor<1x96x8x8xf32>) outs(%112 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ugt, %in, %cst_213 : f32
      %547 = arith.select %546, %cst_213, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x96x8x8xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %125 : tensor<1x96x8x8xf32>, tensor<1x96x8x8xf32>) outs(%112 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x96x8x8xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126 : tensor<1x96x8x8xf32>) outs(%112 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.divf %in, %cst_213 : f32
      linalg.yield %546 : f32
    } -> tensor<1x96x8x8xf32>
    %padded_262 = tensor.pad %127 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x96x8x8xf32> to tensor<1x96x12x12xf32>
    %128 = tensor.empty() : tensor<1x96x4x4xf32>
    %129 = linalg.fill ins(%cst : f32) outs(%128 : tensor<1x96x4x4xf32>) -> tensor<1x96x4x4xf32>
    %collapsed_263 = tensor.collapse_shape %cst_156 [[0, 1], [2], [3]] : tensor<96x1x5x5xf32> into tensor<96x5x5xf32>
    %130 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_262, %collapsed_263 : tensor<1x96x12x12xf32>, tensor<96x5x5xf32>) outs(%129 : tensor<1x96x4x4xf32>) -> tensor<1x96x4x4xf32>
    %131 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_154 : tensor<96xf32>) outs(%115 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.truncf %cst_208 : f64 to f32
      %547 = arith.addf %in, %546 : f32
      linalg.yield %547 : f32
    } -> tensor<96xf32>
    %132 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%131 : tensor<96xf32>) outs(%115 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = math.sqrt %in : f32
      linalg.yield %546 : f32
    } -> tensor<96xf32>
    %133 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%132 : tensor<96xf32>) outs(%115 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf one, %in, %cst : f32
      cf.assert %546, "unimplemented: tensor with zero element"
      %547 = arith.divf %cst_0, %in : f32
      linalg.yield %547 : f32
    } -> tensor<96xf32>
    %expanded_264 = tensor.expand_shape %cst_155 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_265 = tensor.expand_shape %133 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130, %expanded_264 : tensor<1x96x4x4xf32>, tensor<96x1x1xf32>) outs(%128 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.subf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x96x4x4xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%134, %expanded_265 : tensor<1x96x4x4xf32>, tensor<96x1x1xf32>) outs(%128 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x96x4x4xf32>
    %expanded_266 = tensor.expand_shape %cst_153 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135, %expanded_266 : tensor<1x96x4x4xf32>, tensor<96x1x1xf32>) outs(%128 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x96x4x4xf32>
    %expanded_267 = tensor.expand_shape %cst_152 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%136, %expanded_267 : tensor<1x96x4x4xf32>, tensor<96x1x1xf32>) outs(%128 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.addf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x96x4x4xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%137 : tensor<1x96x4x4xf32>) outs(%128 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.addf %in, %cst_212 : f32
      linalg.yield %546 : f32
    } -> tensor<1x96x4x4xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138 : tensor<1x96x4x4xf32>) outs(%128 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ult, %in, %cst : f32
      %547 = arith.select %546, %cst, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x96x4x4xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139 : tensor<1x96x4x4xf32>) outs(%128 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ugt, %in, %cst_213 : f32
      %547 = arith.select %546, %cst_213, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x96x4x4xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%137, %140 : tensor<1x96x4x4xf32>, tensor<1x96x4x4xf32>) outs(%128 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x96x4x4xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141 : tensor<1x96x4x4xf32>) outs(%128 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.divf %in, %cst_213 : f32
      linalg.yield %546 : f32
    } -> tensor<1x96x4x4xf32>
    %143 = tensor.empty() : tensor<1x96x1x1xf32>
    %144 = linalg.fill ins(%cst : f32) outs(%143 : tensor<1x96x1x1xf32>) -> tensor<1x96x1x1xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%142 : tensor<1x96x4x4xf32>) outs(%144 : tensor<1x96x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.addf %in, %out : f32
      linalg.yield %546 : f32
    } -> tensor<1x96x1x1xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%145 : tensor<1x96x1x1xf32>) outs(%143 : tensor<1x96x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.divf %in, %cst_215 : f32
      linalg.yield %546 : f32
    } -> tensor<1x96x1x1xf32>
    %147 = tensor.empty() : tensor<1x24x1x1xf32>
    %broadcasted_268 = linalg.broadcast ins(%cst_150 : tensor<24xf32>) outs(%147 : tensor<1x24x1x1xf32>) dimensions = [0, 2, 3]
    %148 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%146, %cst_151 : tensor<1x96x1x1xf32>, tensor<24x96x1x1xf32>) outs(%broadcasted_268 : tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148 : tensor<1x24x1x1xf32>) outs(%147 : tensor<1x24x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ugt, %in, %cst : f32
      %547 = arith.select %546, %in, %cst : f32
      linalg.yield %547 : f32
    } -> tensor<1x24x1x1xf32>
    %broadcasted_269 = linalg.broadcast ins(%cst_148 : tensor<96xf32>) outs(%143 : tensor<1x96x1x1xf32>) dimensions = [0, 2, 3]
    %150 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%149, %cst_149 : tensor<1x24x1x1xf32>, tensor<96x24x1x1xf32>) outs(%broadcasted_269 : tensor<1x96x1x1xf32>) -> tensor<1x96x1x1xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150 : tensor<1x96x1x1xf32>) outs(%143 : tensor<1x96x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.addf %in, %cst_212 : f32
      linalg.yield %546 : f32
    } -> tensor<1x96x1x1xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151 : tensor<1x96x1x1xf32>) outs(%143 : tensor<1x96x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ult, %in, %cst : f32
      %547 = arith.select %546, %cst, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x96x1x1xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%152 : tensor<1x96x1x1xf32>) outs(%143 : tensor<1x96x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ugt, %in, %cst_213 : f32
      %547 = arith.select %546, %cst_213, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x96x1x1xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153 : tensor<1x96x1x1xf32>) outs(%143 : tensor<1x96x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.divf %in, %cst_213 : f32
      linalg.yield %546 : f32
    } -> tensor<1x96x1x1xf32>
    %155 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154, %142 : tensor<1x96x1x1xf32>, tensor<1x96x4x4xf32>) outs(%128 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x96x4x4xf32>
    %156 = tensor.empty() : tensor<1x40x4x4xf32>
    %157 = linalg.fill ins(%cst : f32) outs(%156 : tensor<1x40x4x4xf32>) -> tensor<1x40x4x4xf32>
    %158 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%155, %cst_147 : tensor<1x96x4x4xf32>, tensor<40x96x1x1xf32>) outs(%157 : tensor<1x40x4x4xf32>) -> tensor<1x40x4x4xf32>
    %159 = tensor.empty() : tensor<40xf32>
    %160 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_145 : tensor<40xf32>) outs(%159 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.truncf %cst_208 : f64 to f32
      %547 = arith.addf %in, %546 : f32
      linalg.yield %547 : f32
    } -> tensor<40xf32>
    %161 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%160 : tensor<40xf32>) outs(%159 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = math.sqrt %in : f32
      linalg.yield %546 : f32
    } -> tensor<40xf32>
    %162 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%161 : tensor<40xf32>) outs(%159 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf one, %in, %cst : f32
      cf.assert %546, "unimplemented: tensor with zero element"
      %547 = arith.divf %cst_0, %in : f32
      linalg.yield %547 : f32
    } -> tensor<40xf32>
    %expanded_270 = tensor.expand_shape %cst_146 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %expanded_271 = tensor.expand_shape %162 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158, %expanded_270 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%156 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.subf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x40x4x4xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163, %expanded_271 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%156 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x40x4x4xf32>
    %expanded_272 = tensor.expand_shape %cst_144 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164, %expanded_272 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%156 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x40x4x4xf32>
    %expanded_273 = tensor.expand_shape %cst_143 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165, %expanded_273 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%156 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.addf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x40x4x4xf32>
    %167 = tensor.empty() : tensor<1x240x4x4xf32>
    %168 = linalg.fill ins(%cst : f32) outs(%167 : tensor<1x240x4x4xf32>) -> tensor<1x240x4x4xf32>
    %169 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%166, %cst_142 : tensor<1x40x4x4xf32>, tensor<240x40x1x1xf32>) outs(%168 : tensor<1x240x4x4xf32>) -> tensor<1x240x4x4xf32>
    %170 = tensor.empty() : tensor<240xf32>
    %171 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_140 : tensor<240xf32>) outs(%170 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.truncf %cst_208 : f64 to f32
      %547 = arith.addf %in, %546 : f32
      linalg.yield %547 : f32
    } -> tensor<240xf32>
    %172 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%171 : tensor<240xf32>) outs(%170 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = math.sqrt %in : f32
      linalg.yield %546 : f32
    } -> tensor<240xf32>
    %173 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%172 : tensor<240xf32>) outs(%170 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf one, %in, %cst : f32
      cf.assert %546, "unimplemented: tensor with zero element"
      %547 = arith.divf %cst_0, %in : f32
      linalg.yield %547 : f32
    } -> tensor<240xf32>
    %expanded_274 = tensor.expand_shape %cst_141 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %expanded_275 = tensor.expand_shape %173 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169, %expanded_274 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%167 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.subf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x240x4x4xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174, %expanded_275 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%167 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x240x4x4xf32>
    %expanded_276 = tensor.expand_shape %cst_139 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%175, %expanded_276 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%167 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x240x4x4xf32>
    %expanded_277 = tensor.expand_shape %cst_138 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176, %expanded_277 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%167 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.addf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x240x4x4xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177 : tensor<1x240x4x4xf32>) outs(%167 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.addf %in, %cst_212 : f32
      linalg.yield %546 : f32
    } -> tensor<1x240x4x4xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178 : tensor<1x240x4x4xf32>) outs(%167 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ult, %in, %cst : f32
      %547 = arith.select %546, %cst, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x240x4x4xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%179 : tensor<1x240x4x4xf32>) outs(%167 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ugt, %in, %cst_213 : f32
      %547 = arith.select %546, %cst_213, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x240x4x4xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177, %180 : tensor<1x240x4x4xf32>, tensor<1x240x4x4xf32>) outs(%167 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x240x4x4xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%181 : tensor<1x240x4x4xf32>) outs(%167 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.divf %in, %cst_213 : f32
      linalg.yield %546 : f32
    } -> tensor<1x240x4x4xf32>
    %padded_278 = tensor.pad %182 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x240x4x4xf32> to tensor<1x240x8x8xf32>
    %collapsed_279 = tensor.collapse_shape %cst_137 [[0, 1], [2], [3]] : tensor<240x1x5x5xf32> into tensor<240x5x5xf32>
    %183 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_278, %collapsed_279 : tensor<1x240x8x8xf32>, tensor<240x5x5xf32>) outs(%168 : tensor<1x240x4x4xf32>) -> tensor<1x240x4x4xf32>
    %184 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_135 : tensor<240xf32>) outs(%170 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.truncf %cst_208 : f64 to f32
      %547 = arith.addf %in, %546 : f32
      linalg.yield %547 : f32
    } -> tensor<240xf32>
    %185 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%184 : tensor<240xf32>) outs(%170 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = math.sqrt %in : f32
      linalg.yield %546 : f32
    } -> tensor<240xf32>
    %186 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%185 : tensor<240xf32>) outs(%170 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf one, %in, %cst : f32
      cf.assert %546, "unimplemented: tensor with zero element"
      %547 = arith.divf %cst_0, %in : f32
      linalg.yield %547 : f32
    } -> tensor<240xf32>
    %expanded_280 = tensor.expand_shape %cst_136 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %expanded_281 = tensor.expand_shape %186 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %187 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%183, %expanded_280 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%167 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.subf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x240x4x4xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%187, %expanded_281 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%167 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x240x4x4xf32>
    %expanded_282 = tensor.expand_shape %cst_134 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %189 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%188, %expanded_282 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%167 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x240x4x4xf32>
    %expanded_283 = tensor.expand_shape %cst_133 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189, %expanded_283 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%167 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.addf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x240x4x4xf32>
    %191 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%190 : tensor<1x240x4x4xf32>) outs(%167 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.addf %in, %cst_212 : f32
      linalg.yield %546 : f32
    } -> tensor<1x240x4x4xf32>
    %192 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%191 : tensor<1x240x4x4xf32>) outs(%167 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ult, %in, %cst : f32
      %547 = arith.select %546, %cst, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x240x4x4xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%192 : tensor<1x240x4x4xf32>) outs(%167 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ugt, %in, %cst_213 : f32
      %547 = arith.select %546, %cst_213, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x240x4x4xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%190, %193 : tensor<1x240x4x4xf32>, tensor<1x240x4x4xf32>) outs(%167 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x240x4x4xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194 : tensor<1x240x4x4xf32>) outs(%167 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.divf %in, %cst_213 : f32
      linalg.yield %546 : f32
    } -> tensor<1x240x4x4xf32>
    %196 = tensor.empty() : tensor<1x240x1x1xf32>
    %197 = linalg.fill ins(%cst : f32) outs(%196 : tensor<1x240x1x1xf32>) -> tensor<1x240x1x1xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%195 : tensor<1x240x4x4xf32>) outs(%197 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.addf %in, %out : f32
      linalg.yield %546 : f32
    } -> tensor<1x240x1x1xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%198 : tensor<1x240x1x1xf32>) outs(%196 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.divf %in, %cst_215 : f32
      linalg.yield %546 : f32
    } -> tensor<1x240x1x1xf32>
    %200 = tensor.empty() : tensor<1x64x1x1xf32>
    %broadcasted_284 = linalg.broadcast ins(%cst_131 : tensor<64xf32>) outs(%200 : tensor<1x64x1x1xf32>) dimensions = [0, 2, 3]
    %201 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%199, %cst_132 : tensor<1x240x1x1xf32>, tensor<64x240x1x1xf32>) outs(%broadcasted_284 : tensor<1x64x1x1xf32>) -> tensor<1x64x1x1xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%201 : tensor<1x64x1x1xf32>) outs(%200 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ugt, %in, %cst : f32
      %547 = arith.select %546, %in, %cst : f32
      linalg.yield %547 : f32
    } -> tensor<1x64x1x1xf32>
    %broadcasted_285 = linalg.broadcast ins(%cst_129 : tensor<240xf32>) outs(%196 : tensor<1x240x1x1xf32>) dimensions = [0, 2, 3]
    %203 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%202, %cst_130 : tensor<1x64x1x1xf32>, tensor<240x64x1x1xf32>) outs(%broadcasted_285 : tensor<1x240x1x1xf32>) -> tensor<1x240x1x1xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203 : tensor<1x240x1x1xf32>) outs(%196 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.addf %in, %cst_212 : f32
      linalg.yield %546 : f32
    } -> tensor<1x240x1x1xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%204 : tensor<1x240x1x1xf32>) outs(%196 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ult, %in, %cst : f32
      %547 = arith.select %546, %cst, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x240x1x1xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205 : tensor<1x240x1x1xf32>) outs(%196 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ugt, %in, %cst_213 : f32
      %547 = arith.select %546, %cst_213, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x240x1x1xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206 : tensor<1x240x1x1xf32>) outs(%196 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.divf %in, %cst_213 : f32
      linalg.yield %546 : f32
    } -> tensor<1x240x1x1xf32>
    %208 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207, %195 : tensor<1x240x1x1xf32>, tensor<1x240x4x4xf32>) outs(%167 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x240x4x4xf32>
    %209 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%208, %cst_128 : tensor<1x240x4x4xf32>, tensor<40x240x1x1xf32>) outs(%157 : tensor<1x40x4x4xf32>) -> tensor<1x40x4x4xf32>
    %210 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_126 : tensor<40xf32>) outs(%159 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.truncf %cst_208 : f64 to f32
      %547 = arith.addf %in, %546 : f32
      linalg.yield %547 : f32
    } -> tensor<40xf32>
    %211 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%210 : tensor<40xf32>) outs(%159 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = math.sqrt %in : f32
      linalg.yield %546 : f32
    } -> tensor<40xf32>
    %212 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%211 : tensor<40xf32>) outs(%159 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf one, %in, %cst : f32
      cf.assert %546, "unimplemented: tensor with zero element"
      %547 = arith.divf %cst_0, %in : f32
      linalg.yield %547 : f32
    } -> tensor<40xf32>
    %expanded_286 = tensor.expand_shape %cst_127 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %expanded_287 = tensor.expand_shape %212 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %213 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209, %expanded_286 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%156 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.subf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x40x4x4xf32>
    %214 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%213, %expanded_287 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%156 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x40x4x4xf32>
    %expanded_288 = tensor.expand_shape %cst_125 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %215 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%214, %expanded_288 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%156 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x40x4x4xf32>
    %expanded_289 = tensor.expand_shape %cst_124 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %216 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%215, %expanded_289 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%156 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.addf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x40x4x4xf32>
    %217 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%216, %166 : tensor<1x40x4x4xf32>, tensor<1x40x4x4xf32>) outs(%156 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.addf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x40x4x4xf32>
    %218 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%217, %cst_123 : tensor<1x40x4x4xf32>, tensor<240x40x1x1xf32>) outs(%168 : tensor<1x240x4x4xf32>) -> tensor<1x240x4x4xf32>
    %219 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_121 : tensor<240xf32>) outs(%170 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.truncf %cst_208 : f64 to f32
      %547 = arith.addf %in, %546 : f32
      linalg.yield %547 : f32
    } -> tensor<240xf32>
    %220 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%219 : tensor<240xf32>) outs(%170 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = math.sqrt %in : f32
      linalg.yield %546 : f32
    } -> tensor<240xf32>
    %221 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%220 : tensor<240xf32>) outs(%170 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf one, %in, %cst : f32
      cf.assert %546, "unimplemented: tensor with zero element"
      %547 = arith.divf %cst_0, %in : f32
      linalg.yield %547 : f32
    } -> tensor<240xf32>
    %expanded_290 = tensor.expand_shape %cst_122 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %expanded_291 = tensor.expand_shape %221 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %222 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%218, %expanded_290 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%167 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.subf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x240x4x4xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%222, %expanded_291 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%167 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x240x4x4xf32>
    %expanded_292 = tensor.expand_shape %cst_120 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%223, %expanded_292 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%167 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x240x4x4xf32>
    %expanded_293 = tensor.expand_shape %cst_119 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%224, %expanded_293 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%167 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.addf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x240x4x4xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%225 : tensor<1x240x4x4xf32>) outs(%167 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.addf %in, %cst_212 : f32
      linalg.yield %546 : f32
    } -> tensor<1x240x4x4xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%226 : tensor<1x240x4x4xf32>) outs(%167 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ult, %in, %cst : f32
      %547 = arith.select %546, %cst, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x240x4x4xf32>
    %228 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%227 : tensor<1x240x4x4xf32>) outs(%167 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ugt, %in, %cst_213 : f32
      %547 = arith.select %546, %cst_213, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x240x4x4xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%225, %228 : tensor<1x240x4x4xf32>, tensor<1x240x4x4xf32>) outs(%167 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x240x4x4xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%229 : tensor<1x240x4x4xf32>) outs(%167 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.divf %in, %cst_213 : f32
      linalg.yield %546 : f32
    } -> tensor<1x240x4x4xf32>
    %padded_294 = tensor.pad %230 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x240x4x4xf32> to tensor<1x240x8x8xf32>
    %collapsed_295 = tensor.collapse_shape %cst_118 [[0, 1], [2], [3]] : tensor<240x1x5x5xf32> into tensor<240x5x5xf32>
    %231 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_294, %collapsed_295 : tensor<1x240x8x8xf32>, tensor<240x5x5xf32>) outs(%168 : tensor<1x240x4x4xf32>) -> tensor<1x240x4x4xf32>
    %232 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_116 : tensor<240xf32>) outs(%170 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.truncf %cst_208 : f64 to f32
      %547 = arith.addf %in, %546 : f32
      linalg.yield %547 : f32
    } -> tensor<240xf32>
    %233 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%232 : tensor<240xf32>) outs(%170 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = math.sqrt %in : f32
      linalg.yield %546 : f32
    } -> tensor<240xf32>
    %234 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%233 : tensor<240xf32>) outs(%170 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf one, %in, %cst : f32
      cf.assert %546, "unimplemented: tensor with zero element"
      %547 = arith.divf %cst_0, %in : f32
      linalg.yield %547 : f32
    } -> tensor<240xf32>
    %expanded_296 = tensor.expand_shape %cst_117 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %expanded_297 = tensor.expand_shape %234 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231, %expanded_296 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%167 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.subf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x240x4x4xf32>
    %236 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%235, %expanded_297 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%167 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x240x4x4xf32>
    %expanded_298 = tensor.expand_shape %cst_115 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%236, %expanded_298 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%167 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x240x4x4xf32>
    %expanded_299 = tensor.expand_shape %cst_114 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%237, %expanded_299 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%167 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.addf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x240x4x4xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%238 : tensor<1x240x4x4xf32>) outs(%167 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.addf %in, %cst_212 : f32
      linalg.yield %546 : f32
    } -> tensor<1x240x4x4xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%239 : tensor<1x240x4x4xf32>) outs(%167 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ult, %in, %cst : f32
      %547 = arith.select %546, %cst, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x240x4x4xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%240 : tensor<1x240x4x4xf32>) outs(%167 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ugt, %in, %cst_213 : f32
      %547 = arith.select %546, %cst_213, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x240x4x4xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%238, %241 : tensor<1x240x4x4xf32>, tensor<1x240x4x4xf32>) outs(%167 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x240x4x4xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%242 : tensor<1x240x4x4xf32>) outs(%167 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.divf %in, %cst_213 : f32
      linalg.yield %546 : f32
    } -> tensor<1x240x4x4xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%243 : tensor<1x240x4x4xf32>) outs(%197 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.addf %in, %out : f32
      linalg.yield %546 : f32
    } -> tensor<1x240x1x1xf32>
    %245 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%244 : tensor<1x240x1x1xf32>) outs(%196 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.divf %in, %cst_215 : f32
      linalg.yield %546 : f32
    } -> tensor<1x240x1x1xf32>
    %broadcasted_300 = linalg.broadcast ins(%cst_112 : tensor<64xf32>) outs(%200 : tensor<1x64x1x1xf32>) dimensions = [0, 2, 3]
    %246 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%245, %cst_113 : tensor<1x240x1x1xf32>, tensor<64x240x1x1xf32>) outs(%broadcasted_300 : tensor<1x64x1x1xf32>) -> tensor<1x64x1x1xf32>
    %247 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%246 : tensor<1x64x1x1xf32>) outs(%200 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ugt, %in, %cst : f32
      %547 = arith.select %546, %in, %cst : f32
      linalg.yield %547 : f32
    } -> tensor<1x64x1x1xf32>
    %broadcasted_301 = linalg.broadcast ins(%cst_110 : tensor<240xf32>) outs(%196 : tensor<1x240x1x1xf32>) dimensions = [0, 2, 3]
    %248 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%247, %cst_111 : tensor<1x64x1x1xf32>, tensor<240x64x1x1xf32>) outs(%broadcasted_301 : tensor<1x240x1x1xf32>) -> tensor<1x240x1x1xf32>
    %249 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%248 : tensor<1x240x1x1xf32>) outs(%196 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.addf %in, %cst_212 : f32
      linalg.yield %546 : f32
    } -> tensor<1x240x1x1xf32>
    %250 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%249 : tensor<1x240x1x1xf32>) outs(%196 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ult, %in, %cst : f32
      %547 = arith.select %546, %cst, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x240x1x1xf32>
    %251 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%250 : tensor<1x240x1x1xf32>) outs(%196 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ugt, %in, %cst_213 : f32
      %547 = arith.select %546, %cst_213, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x240x1x1xf32>
    %252 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251 : tensor<1x240x1x1xf32>) outs(%196 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.divf %in, %cst_213 : f32
      linalg.yield %546 : f32
    } -> tensor<1x240x1x1xf32>
    %253 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%252, %243 : tensor<1x240x1x1xf32>, tensor<1x240x4x4xf32>) outs(%167 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x240x4x4xf32>
    %254 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%253, %cst_109 : tensor<1x240x4x4xf32>, tensor<40x240x1x1xf32>) outs(%157 : tensor<1x40x4x4xf32>) -> tensor<1x40x4x4xf32>
    %255 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_107 : tensor<40xf32>) outs(%159 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.truncf %cst_208 : f64 to f32
      %547 = arith.addf %in, %546 : f32
      linalg.yield %547 : f32
    } -> tensor<40xf32>
    %256 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%255 : tensor<40xf32>) outs(%159 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = math.sqrt %in : f32
      linalg.yield %546 : f32
    } -> tensor<40xf32>
    %257 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%256 : tensor<40xf32>) outs(%159 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf one, %in, %cst : f32
      cf.assert %546, "unimplemented: tensor with zero element"
      %547 = arith.divf %cst_0, %in : f32
      linalg.yield %547 : f32
    } -> tensor<40xf32>
    %expanded_302 = tensor.expand_shape %cst_108 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %expanded_303 = tensor.expand_shape %257 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %258 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%254, %expanded_302 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%156 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.subf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x40x4x4xf32>
    %259 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%258, %expanded_303 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%156 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x40x4x4xf32>
    %expanded_304 = tensor.expand_shape %cst_106 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %260 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%259, %expanded_304 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%156 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x40x4x4xf32>
    %expanded_305 = tensor.expand_shape %cst_105 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%260, %expanded_305 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%156 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.addf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x40x4x4xf32>
    %262 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%261, %217 : tensor<1x40x4x4xf32>, tensor<1x40x4x4xf32>) outs(%156 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.addf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x40x4x4xf32>
    %263 = tensor.empty() : tensor<1x120x4x4xf32>
    %264 = linalg.fill ins(%cst : f32) outs(%263 : tensor<1x120x4x4xf32>) -> tensor<1x120x4x4xf32>
    %265 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%262, %cst_104 : tensor<1x40x4x4xf32>, tensor<120x40x1x1xf32>) outs(%264 : tensor<1x120x4x4xf32>) -> tensor<1x120x4x4xf32>
    %266 = tensor.empty() : tensor<120xf32>
    %267 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_102 : tensor<120xf32>) outs(%266 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.truncf %cst_208 : f64 to f32
      %547 = arith.addf %in, %546 : f32
      linalg.yield %547 : f32
    } -> tensor<120xf32>
    %268 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%267 : tensor<120xf32>) outs(%266 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = math.sqrt %in : f32
      linalg.yield %546 : f32
    } -> tensor<120xf32>
    %269 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%268 : tensor<120xf32>) outs(%266 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf one, %in, %cst : f32
      cf.assert %546, "unimplemented: tensor with zero element"
      %547 = arith.divf %cst_0, %in : f32
      linalg.yield %547 : f32
    } -> tensor<120xf32>
    %expanded_306 = tensor.expand_shape %cst_103 [[0, 1, 2]] output_shape [120, 1, 1] : tensor<120xf32> into tensor<120x1x1xf32>
    %expanded_307 = tensor.expand_shape %269 [[0, 1, 2]] output_shape [120, 1, 1] : tensor<120xf32> into tensor<120x1x1xf32>
    %270 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%265, %expanded_306 : tensor<1x120x4x4xf32>, tensor<120x1x1xf32>) outs(%263 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.subf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x120x4x4xf32>
    %271 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%270, %expanded_307 : tensor<1x120x4x4xf32>, tensor<120x1x1xf32>) outs(%263 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x120x4x4xf32>
    %expanded_308 = tensor.expand_shape %cst_101 [[0, 1, 2]] output_shape [120, 1, 1] : tensor<120xf32> into tensor<120x1x1xf32>
    %272 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%271, %expanded_308 : tensor<1x120x4x4xf32>, tensor<120x1x1xf32>) outs(%263 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x120x4x4xf32>
    %expanded_309 = tensor.expand_shape %cst_100 [[0, 1, 2]] output_shape [120, 1, 1] : tensor<120xf32> into tensor<120x1x1xf32>
    %273 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%272, %expanded_309 : tensor<1x120x4x4xf32>, tensor<120x1x1xf32>) outs(%263 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.addf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x120x4x4xf32>
    %274 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%273 : tensor<1x120x4x4xf32>) outs(%263 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.addf %in, %cst_212 : f32
      linalg.yield %546 : f32
    } -> tensor<1x120x4x4xf32>
    %275 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%274 : tensor<1x120x4x4xf32>) outs(%263 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ult, %in, %cst : f32
      %547 = arith.select %546, %cst, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x120x4x4xf32>
    %276 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%275 : tensor<1x120x4x4xf32>) outs(%263 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ugt, %in, %cst_213 : f32
      %547 = arith.select %546, %cst_213, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x120x4x4xf32>
    %277 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%273, %276 : tensor<1x120x4x4xf32>, tensor<1x120x4x4xf32>) outs(%263 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x120x4x4xf32>
    %278 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%277 : tensor<1x120x4x4xf32>) outs(%263 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.divf %in, %cst_213 : f32
      linalg.yield %546 : f32
    } -> tensor<1x120x4x4xf32>
    %padded_310 = tensor.pad %278 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x120x4x4xf32> to tensor<1x120x8x8xf32>
    %collapsed_311 = tensor.collapse_shape %cst_99 [[0, 1], [2], [3]] : tensor<120x1x5x5xf32> into tensor<120x5x5xf32>
    %279 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_310, %collapsed_311 : tensor<1x120x8x8xf32>, tensor<120x5x5xf32>) outs(%264 : tensor<1x120x4x4xf32>) -> tensor<1x120x4x4xf32>
    %280 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_97 : tensor<120xf32>) outs(%266 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.truncf %cst_208 : f64 to f32
      %547 = arith.addf %in, %546 : f32
      linalg.yield %547 : f32
    } -> tensor<120xf32>
    %281 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%280 : tensor<120xf32>) outs(%266 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = math.sqrt %in : f32
      linalg.yield %546 : f32
    } -> tensor<120xf32>
    %282 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%281 : tensor<120xf32>) outs(%266 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf one, %in, %cst : f32
      cf.assert %546, "unimplemented: tensor with zero element"
      %547 = arith.divf %cst_0, %in : f32
      linalg.yield %547 : f32
    } -> tensor<120xf32>
    %expanded_312 = tensor.expand_shape %cst_98 [[0, 1, 2]] output_shape [120, 1, 1] : tensor<120xf32> into tensor<120x1x1xf32>
    %expanded_313 = tensor.expand_shape %282 [[0, 1, 2]] output_shape [120, 1, 1] : tensor<120xf32> into tensor<120x1x1xf32>
    %283 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%279, %expanded_312 : tensor<1x120x4x4xf32>, tensor<120x1x1xf32>) outs(%263 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.subf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x120x4x4xf32>
    %284 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%283, %expanded_313 : tensor<1x120x4x4xf32>, tensor<120x1x1xf32>) outs(%263 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x120x4x4xf32>
    %expanded_314 = tensor.expand_shape %cst_96 [[0, 1, 2]] output_shape [120, 1, 1] : tensor<120xf32> into tensor<120x1x1xf32>
    %285 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%284, %expanded_314 : tensor<1x120x4x4xf32>, tensor<120x1x1xf32>) outs(%263 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x120x4x4xf32>
    %expanded_315 = tensor.expand_shape %cst_95 [[0, 1, 2]] output_shape [120, 1, 1] : tensor<120xf32> into tensor<120x1x1xf32>
    %286 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%285, %expanded_315 : tensor<1x120x4x4xf32>, tensor<120x1x1xf32>) outs(%263 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.addf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x120x4x4xf32>
    %287 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%286 : tensor<1x120x4x4xf32>) outs(%263 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.addf %in, %cst_212 : f32
      linalg.yield %546 : f32
    } -> tensor<1x120x4x4xf32>
    %288 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%287 : tensor<1x120x4x4xf32>) outs(%263 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ult, %in, %cst : f32
      %547 = arith.select %546, %cst, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x120x4x4xf32>
    %289 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%288 : tensor<1x120x4x4xf32>) outs(%263 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ugt, %in, %cst_213 : f32
      %547 = arith.select %546, %cst_213, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x120x4x4xf32>
    %290 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%286, %289 : tensor<1x120x4x4xf32>, tensor<1x120x4x4xf32>) outs(%263 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x120x4x4xf32>
    %291 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%290 : tensor<1x120x4x4xf32>) outs(%263 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.divf %in, %cst_213 : f32
      linalg.yield %546 : f32
    } -> tensor<1x120x4x4xf32>
    %292 = tensor.empty() : tensor<1x120x1x1xf32>
    %293 = linalg.fill ins(%cst : f32) outs(%292 : tensor<1x120x1x1xf32>) -> tensor<1x120x1x1xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%291 : tensor<1x120x4x4xf32>) outs(%293 : tensor<1x120x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.addf %in, %out : f32
      linalg.yield %546 : f32
    } -> tensor<1x120x1x1xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%294 : tensor<1x120x1x1xf32>) outs(%292 : tensor<1x120x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.divf %in, %cst_215 : f32
      linalg.yield %546 : f32
    } -> tensor<1x120x1x1xf32>
    %296 = tensor.empty() : tensor<1x32x1x1xf32>
    %broadcasted_316 = linalg.broadcast ins(%cst_93 : tensor<32xf32>) outs(%296 : tensor<1x32x1x1xf32>) dimensions = [0, 2, 3]
    %297 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%295, %cst_94 : tensor<1x120x1x1xf32>, tensor<32x120x1x1xf32>) outs(%broadcasted_316 : tensor<1x32x1x1xf32>) -> tensor<1x32x1x1xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%297 : tensor<1x32x1x1xf32>) outs(%296 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ugt, %in, %cst : f32
      %547 = arith.select %546, %in, %cst : f32
      linalg.yield %547 : f32
    } -> tensor<1x32x1x1xf32>
    %broadcasted_317 = linalg.broadcast ins(%cst_91 : tensor<120xf32>) outs(%292 : tensor<1x120x1x1xf32>) dimensions = [0, 2, 3]
    %299 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%298, %cst_92 : tensor<1x32x1x1xf32>, tensor<120x32x1x1xf32>) outs(%broadcasted_317 : tensor<1x120x1x1xf32>) -> tensor<1x120x1x1xf32>
    %300 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%299 : tensor<1x120x1x1xf32>) outs(%292 : tensor<1x120x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.addf %in, %cst_212 : f32
      linalg.yield %546 : f32
    } -> tensor<1x120x1x1xf32>
    %301 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%300 : tensor<1x120x1x1xf32>) outs(%292 : tensor<1x120x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ult, %in, %cst : f32
      %547 = arith.select %546, %cst, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x120x1x1xf32>
    %302 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%301 : tensor<1x120x1x1xf32>) outs(%292 : tensor<1x120x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ugt, %in, %cst_213 : f32
      %547 = arith.select %546, %cst_213, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x120x1x1xf32>
    %303 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%302 : tensor<1x120x1x1xf32>) outs(%292 : tensor<1x120x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.divf %in, %cst_213 : f32
      linalg.yield %546 : f32
    } -> tensor<1x120x1x1xf32>
    %304 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%303, %291 : tensor<1x120x1x1xf32>, tensor<1x120x4x4xf32>) outs(%263 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x120x4x4xf32>
    %305 = tensor.empty() : tensor<1x48x4x4xf32>
    %306 = linalg.fill ins(%cst : f32) outs(%305 : tensor<1x48x4x4xf32>) -> tensor<1x48x4x4xf32>
    %307 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%304, %cst_90 : tensor<1x120x4x4xf32>, tensor<48x120x1x1xf32>) outs(%306 : tensor<1x48x4x4xf32>) -> tensor<1x48x4x4xf32>
    %308 = tensor.empty() : tensor<48xf32>
    %309 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_88 : tensor<48xf32>) outs(%308 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.truncf %cst_208 : f64 to f32
      %547 = arith.addf %in, %546 : f32
      linalg.yield %547 : f32
    } -> tensor<48xf32>
    %310 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%309 : tensor<48xf32>) outs(%308 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = math.sqrt %in : f32
      linalg.yield %546 : f32
    } -> tensor<48xf32>
    %311 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%310 : tensor<48xf32>) outs(%308 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf one, %in, %cst : f32
      cf.assert %546, "unimplemented: tensor with zero element"
      %547 = arith.divf %cst_0, %in : f32
      linalg.yield %547 : f32
    } -> tensor<48xf32>
    %expanded_318 = tensor.expand_shape %cst_89 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_319 = tensor.expand_shape %311 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %312 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%307, %expanded_318 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%305 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.subf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x48x4x4xf32>
    %313 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%312, %expanded_319 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%305 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x48x4x4xf32>
    %expanded_320 = tensor.expand_shape %cst_87 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %314 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%313, %expanded_320 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%305 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x48x4x4xf32>
    %expanded_321 = tensor.expand_shape %cst_86 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %315 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%314, %expanded_321 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%305 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.addf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x48x4x4xf32>
    %316 = tensor.empty() : tensor<1x144x4x4xf32>
    %317 = linalg.fill ins(%cst : f32) outs(%316 : tensor<1x144x4x4xf32>) -> tensor<1x144x4x4xf32>
    %318 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%315, %cst_85 : tensor<1x48x4x4xf32>, tensor<144x48x1x1xf32>) outs(%317 : tensor<1x144x4x4xf32>) -> tensor<1x144x4x4xf32>
    %319 = tensor.empty() : tensor<144xf32>
    %320 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_83 : tensor<144xf32>) outs(%319 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.truncf %cst_208 : f64 to f32
      %547 = arith.addf %in, %546 : f32
      linalg.yield %547 : f32
    } -> tensor<144xf32>
    %321 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%320 : tensor<144xf32>) outs(%319 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = math.sqrt %in : f32
      linalg.yield %546 : f32
    } -> tensor<144xf32>
    %322 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%321 : tensor<144xf32>) outs(%319 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf one, %in, %cst : f32
      cf.assert %546, "unimplemented: tensor with zero element"
      %547 = arith.divf %cst_0, %in : f32
      linalg.yield %547 : f32
    } -> tensor<144xf32>
    %expanded_322 = tensor.expand_shape %cst_84 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %expanded_323 = tensor.expand_shape %322 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %323 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%318, %expanded_322 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%316 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.subf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x144x4x4xf32>
    %324 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%323, %expanded_323 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%316 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_324 = tensor.expand_shape %cst_82 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %325 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%324, %expanded_324 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%316 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_325 = tensor.expand_shape %cst_81 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %326 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%325, %expanded_325 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%316 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.addf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x144x4x4xf32>
    %327 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%326 : tensor<1x144x4x4xf32>) outs(%316 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.addf %in, %cst_212 : f32
      linalg.yield %546 : f32
    } -> tensor<1x144x4x4xf32>
    %328 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%327 : tensor<1x144x4x4xf32>) outs(%316 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ult, %in, %cst : f32
      %547 = arith.select %546, %cst, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x144x4x4xf32>
    %329 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%328 : tensor<1x144x4x4xf32>) outs(%316 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ugt, %in, %cst_213 : f32
      %547 = arith.select %546, %cst_213, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x144x4x4xf32>
    %330 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%326, %329 : tensor<1x144x4x4xf32>, tensor<1x144x4x4xf32>) outs(%316 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x144x4x4xf32>
    %331 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%330 : tensor<1x144x4x4xf32>) outs(%316 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.divf %in, %cst_213 : f32
      linalg.yield %546 : f32
    } -> tensor<1x144x4x4xf32>
    %padded_326 = tensor.pad %331 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x144x4x4xf32> to tensor<1x144x8x8xf32>
    %collapsed_327 = tensor.collapse_shape %cst_80 [[0, 1], [2], [3]] : tensor<144x1x5x5xf32> into tensor<144x5x5xf32>
    %332 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_326, %collapsed_327 : tensor<1x144x8x8xf32>, tensor<144x5x5xf32>) outs(%317 : tensor<1x144x4x4xf32>) -> tensor<1x144x4x4xf32>
    %333 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_78 : tensor<144xf32>) outs(%319 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.truncf %cst_208 : f64 to f32
      %547 = arith.addf %in, %546 : f32
      linalg.yield %547 : f32
    } -> tensor<144xf32>
    %334 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%333 : tensor<144xf32>) outs(%319 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = math.sqrt %in : f32
      linalg.yield %546 : f32
    } -> tensor<144xf32>
    %335 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%334 : tensor<144xf32>) outs(%319 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf one, %in, %cst : f32
      cf.assert %546, "unimplemented: tensor with zero element"
      %547 = arith.divf %cst_0, %in : f32
      linalg.yield %547 : f32
    } -> tensor<144xf32>
    %expanded_328 = tensor.expand_shape %cst_79 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %expanded_329 = tensor.expand_shape %335 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %336 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%332, %expanded_328 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%316 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.subf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x144x4x4xf32>
    %337 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%336, %expanded_329 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%316 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_330 = tensor.expand_shape %cst_77 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %338 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%337, %expanded_330 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%316 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_331 = tensor.expand_shape %cst_76 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %339 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%338, %expanded_331 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%316 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.addf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x144x4x4xf32>
    %340 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%339 : tensor<1x144x4x4xf32>) outs(%316 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.addf %in, %cst_212 : f32
      linalg.yield %546 : f32
    } -> tensor<1x144x4x4xf32>
    %341 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%340 : tensor<1x144x4x4xf32>) outs(%316 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ult, %in, %cst : f32
      %547 = arith.select %546, %cst, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x144x4x4xf32>
    %342 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%341 : tensor<1x144x4x4xf32>) outs(%316 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ugt, %in, %cst_213 : f32
      %547 = arith.select %546, %cst_213, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x144x4x4xf32>
    %343 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%339, %342 : tensor<1x144x4x4xf32>, tensor<1x144x4x4xf32>) outs(%316 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x144x4x4xf32>
    %344 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%343 : tensor<1x144x4x4xf32>) outs(%316 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.divf %in, %cst_213 : f32
      linalg.yield %546 : f32
    } -> tensor<1x144x4x4xf32>
    %345 = tensor.empty() : tensor<1x144x1x1xf32>
    %346 = linalg.fill ins(%cst : f32) outs(%345 : tensor<1x144x1x1xf32>) -> tensor<1x144x1x1xf32>
    %347 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%344 : tensor<1x144x4x4xf32>) outs(%346 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.addf %in, %out : f32
      linalg.yield %546 : f32
    } -> tensor<1x144x1x1xf32>
    %348 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%347 : tensor<1x144x1x1xf32>) outs(%345 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.divf %in, %cst_215 : f32
      linalg.yield %546 : f32
    } -> tensor<1x144x1x1xf32>
    %349 = tensor.empty() : tensor<1x40x1x1xf32>
    %broadcasted_332 = linalg.broadcast ins(%cst_74 : tensor<40xf32>) outs(%349 : tensor<1x40x1x1xf32>) dimensions = [0, 2, 3]
    %350 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%348, %cst_75 : tensor<1x144x1x1xf32>, tensor<40x144x1x1xf32>) outs(%broadcasted_332 : tensor<1x40x1x1xf32>) -> tensor<1x40x1x1xf32>
    %351 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%350 : tensor<1x40x1x1xf32>) outs(%349 : tensor<1x40x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ugt, %in, %cst : f32
      %547 = arith.select %546, %in, %cst : f32
      linalg.yield %547 : f32
    } -> tensor<1x40x1x1xf32>
    %broadcasted_333 = linalg.broadcast ins(%cst_72 : tensor<144xf32>) outs(%345 : tensor<1x144x1x1xf32>) dimensions = [0, 2, 3]
    %352 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%351, %cst_73 : tensor<1x40x1x1xf32>, tensor<144x40x1x1xf32>) outs(%broadcasted_333 : tensor<1x144x1x1xf32>) -> tensor<1x144x1x1xf32>
    %353 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%352 : tensor<1x144x1x1xf32>) outs(%345 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.addf %in, %cst_212 : f32
      linalg.yield %546 : f32
    } -> tensor<1x144x1x1xf32>
    %354 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%353 : tensor<1x144x1x1xf32>) outs(%345 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ult, %in, %cst : f32
      %547 = arith.select %546, %cst, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x144x1x1xf32>
    %355 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%354 : tensor<1x144x1x1xf32>) outs(%345 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ugt, %in, %cst_213 : f32
      %547 = arith.select %546, %cst_213, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x144x1x1xf32>
    %356 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%355 : tensor<1x144x1x1xf32>) outs(%345 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.divf %in, %cst_213 : f32
      linalg.yield %546 : f32
    } -> tensor<1x144x1x1xf32>
    %357 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%356, %344 : tensor<1x144x1x1xf32>, tensor<1x144x4x4xf32>) outs(%316 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x144x4x4xf32>
    %358 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%357, %cst_71 : tensor<1x144x4x4xf32>, tensor<48x144x1x1xf32>) outs(%306 : tensor<1x48x4x4xf32>) -> tensor<1x48x4x4xf32>
    %359 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_69 : tensor<48xf32>) outs(%308 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.truncf %cst_208 : f64 to f32
      %547 = arith.addf %in, %546 : f32
      linalg.yield %547 : f32
    } -> tensor<48xf32>
    %360 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%359 : tensor<48xf32>) outs(%308 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = math.sqrt %in : f32
      linalg.yield %546 : f32
    } -> tensor<48xf32>
    %361 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%360 : tensor<48xf32>) outs(%308 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf one, %in, %cst : f32
      cf.assert %546, "unimplemented: tensor with zero element"
      %547 = arith.divf %cst_0, %in : f32
      linalg.yield %547 : f32
    } -> tensor<48xf32>
    %expanded_334 = tensor.expand_shape %cst_70 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_335 = tensor.expand_shape %361 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %362 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%358, %expanded_334 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%305 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.subf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x48x4x4xf32>
    %363 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%362, %expanded_335 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%305 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x48x4x4xf32>
    %expanded_336 = tensor.expand_shape %cst_68 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %364 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%363, %expanded_336 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%305 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x48x4x4xf32>
    %expanded_337 = tensor.expand_shape %cst_67 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %365 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%364, %expanded_337 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%305 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.addf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x48x4x4xf32>
    %366 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%365, %315 : tensor<1x48x4x4xf32>, tensor<1x48x4x4xf32>) outs(%305 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.addf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x48x4x4xf32>
    %367 = tensor.empty() : tensor<1x288x4x4xf32>
    %368 = linalg.fill ins(%cst : f32) outs(%367 : tensor<1x288x4x4xf32>) -> tensor<1x288x4x4xf32>
    %369 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%366, %cst_66 : tensor<1x48x4x4xf32>, tensor<288x48x1x1xf32>) outs(%368 : tensor<1x288x4x4xf32>) -> tensor<1x288x4x4xf32>
    %370 = tensor.empty() : tensor<288xf32>
    %371 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_64 : tensor<288xf32>) outs(%370 : tensor<288xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.truncf %cst_208 : f64 to f32
      %547 = arith.addf %in, %546 : f32
      linalg.yield %547 : f32
    } -> tensor<288xf32>
    %372 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%371 : tensor<288xf32>) outs(%370 : tensor<288xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = math.sqrt %in : f32
      linalg.yield %546 : f32
    } -> tensor<288xf32>
    %373 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%372 : tensor<288xf32>) outs(%370 : tensor<288xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf one, %in, %cst : f32
      cf.assert %546, "unimplemented: tensor with zero element"
      %547 = arith.divf %cst_0, %in : f32
      linalg.yield %547 : f32
    } -> tensor<288xf32>
    %expanded_338 = tensor.expand_shape %cst_65 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %expanded_339 = tensor.expand_shape %373 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %374 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%369, %expanded_338 : tensor<1x288x4x4xf32>, tensor<288x1x1xf32>) outs(%367 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.subf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x288x4x4xf32>
    %375 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%374, %expanded_339 : tensor<1x288x4x4xf32>, tensor<288x1x1xf32>) outs(%367 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x288x4x4xf32>
    %expanded_340 = tensor.expand_shape %cst_63 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %376 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%375, %expanded_340 : tensor<1x288x4x4xf32>, tensor<288x1x1xf32>) outs(%367 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x288x4x4xf32>
    %expanded_341 = tensor.expand_shape %cst_62 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %377 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%376, %expanded_341 : tensor<1x288x4x4xf32>, tensor<288x1x1xf32>) outs(%367 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.addf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x288x4x4xf32>
    %378 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%377 : tensor<1x288x4x4xf32>) outs(%367 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.addf %in, %cst_212 : f32
      linalg.yield %546 : f32
    } -> tensor<1x288x4x4xf32>
    %379 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%378 : tensor<1x288x4x4xf32>) outs(%367 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ult, %in, %cst : f32
      %547 = arith.select %546, %cst, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x288x4x4xf32>
    %380 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%379 : tensor<1x288x4x4xf32>) outs(%367 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ugt, %in, %cst_213 : f32
      %547 = arith.select %546, %cst_213, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x288x4x4xf32>
    %381 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%377, %380 : tensor<1x288x4x4xf32>, tensor<1x288x4x4xf32>) outs(%367 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x288x4x4xf32>
    %382 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%381 : tensor<1x288x4x4xf32>) outs(%367 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.divf %in, %cst_213 : f32
      linalg.yield %546 : f32
    } -> tensor<1x288x4x4xf32>
    %padded_342 = tensor.pad %382 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x288x4x4xf32> to tensor<1x288x8x8xf32>
    %383 = tensor.empty() : tensor<1x288x2x2xf32>
    %384 = linalg.fill ins(%cst : f32) outs(%383 : tensor<1x288x2x2xf32>) -> tensor<1x288x2x2xf32>
    %collapsed_343 = tensor.collapse_shape %cst_61 [[0, 1], [2], [3]] : tensor<288x1x5x5xf32> into tensor<288x5x5xf32>
    %385 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_342, %collapsed_343 : tensor<1x288x8x8xf32>, tensor<288x5x5xf32>) outs(%384 : tensor<1x288x2x2xf32>) -> tensor<1x288x2x2xf32>
    %386 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_59 : tensor<288xf32>) outs(%370 : tensor<288xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.truncf %cst_208 : f64 to f32
      %547 = arith.addf %in, %546 : f32
      linalg.yield %547 : f32
    } -> tensor<288xf32>
    %387 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%386 : tensor<288xf32>) outs(%370 : tensor<288xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = math.sqrt %in : f32
      linalg.yield %546 : f32
    } -> tensor<288xf32>
    %388 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%387 : tensor<288xf32>) outs(%370 : tensor<288xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf one, %in, %cst : f32
      cf.assert %546, "unimplemented: tensor with zero element"
      %547 = arith.divf %cst_0, %in : f32
      linalg.yield %547 : f32
    } -> tensor<288xf32>
    %expanded_344 = tensor.expand_shape %cst_60 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %expanded_345 = tensor.expand_shape %388 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %389 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%385, %expanded_344 : tensor<1x288x2x2xf32>, tensor<288x1x1xf32>) outs(%383 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.subf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x288x2x2xf32>
    %390 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%389, %expanded_345 : tensor<1x288x2x2xf32>, tensor<288x1x1xf32>) outs(%383 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x288x2x2xf32>
    %expanded_346 = tensor.expand_shape %cst_58 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %391 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%390, %expanded_346 : tensor<1x288x2x2xf32>, tensor<288x1x1xf32>) outs(%383 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x288x2x2xf32>
    %expanded_347 = tensor.expand_shape %cst_57 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %392 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%391, %expanded_347 : tensor<1x288x2x2xf32>, tensor<288x1x1xf32>) outs(%383 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.addf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x288x2x2xf32>
    %393 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%392 : tensor<1x288x2x2xf32>) outs(%383 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.addf %in, %cst_212 : f32
      linalg.yield %546 : f32
    } -> tensor<1x288x2x2xf32>
    %394 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%393 : tensor<1x288x2x2xf32>) outs(%383 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ult, %in, %cst : f32
      %547 = arith.select %546, %cst, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x288x2x2xf32>
    %395 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%394 : tensor<1x288x2x2xf32>) outs(%383 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ugt, %in, %cst_213 : f32
      %547 = arith.select %546, %cst_213, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x288x2x2xf32>
    %396 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%392, %395 : tensor<1x288x2x2xf32>, tensor<1x288x2x2xf32>) outs(%383 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x288x2x2xf32>
    %397 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%396 : tensor<1x288x2x2xf32>) outs(%383 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.divf %in, %cst_213 : f32
      linalg.yield %546 : f32
    } -> tensor<1x288x2x2xf32>
    %398 = tensor.empty() : tensor<1x288x1x1xf32>
    %399 = linalg.fill ins(%cst : f32) outs(%398 : tensor<1x288x1x1xf32>) -> tensor<1x288x1x1xf32>
    %400 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%397 : tensor<1x288x2x2xf32>) outs(%399 : tensor<1x288x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.addf %in, %out : f32
      linalg.yield %546 : f32
    } -> tensor<1x288x1x1xf32>
    %401 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%400 : tensor<1x288x1x1xf32>) outs(%398 : tensor<1x288x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.divf %in, %cst_216 : f32
      linalg.yield %546 : f32
    } -> tensor<1x288x1x1xf32>
    %402 = tensor.empty() : tensor<1x72x1x1xf32>
    %broadcasted_348 = linalg.broadcast ins(%cst_55 : tensor<72xf32>) outs(%402 : tensor<1x72x1x1xf32>) dimensions = [0, 2, 3]
    %403 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%401, %cst_56 : tensor<1x288x1x1xf32>, tensor<72x288x1x1xf32>) outs(%broadcasted_348 : tensor<1x72x1x1xf32>) -> tensor<1x72x1x1xf32>
    %404 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%403 : tensor<1x72x1x1xf32>) outs(%402 : tensor<1x72x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ugt, %in, %cst : f32
      %547 = arith.select %546, %in, %cst : f32
      linalg.yield %547 : f32
    } -> tensor<1x72x1x1xf32>
    %broadcasted_349 = linalg.broadcast ins(%cst_53 : tensor<288xf32>) outs(%398 : tensor<1x288x1x1xf32>) dimensions = [0, 2, 3]
    %405 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%404, %cst_54 : tensor<1x72x1x1xf32>, tensor<288x72x1x1xf32>) outs(%broadcasted_349 : tensor<1x288x1x1xf32>) -> tensor<1x288x1x1xf32>
    %406 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%405 : tensor<1x288x1x1xf32>) outs(%398 : tensor<1x288x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.addf %in, %cst_212 : f32
      linalg.yield %546 : f32
    } -> tensor<1x288x1x1xf32>
    %407 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%406 : tensor<1x288x1x1xf32>) outs(%398 : tensor<1x288x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ult, %in, %cst : f32
      %547 = arith.select %546, %cst, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x288x1x1xf32>
    %408 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%407 : tensor<1x288x1x1xf32>) outs(%398 : tensor<1x288x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ugt, %in, %cst_213 : f32
      %547 = arith.select %546, %cst_213, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x288x1x1xf32>
    %409 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%408 : tensor<1x288x1x1xf32>) outs(%398 : tensor<1x288x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.divf %in, %cst_213 : f32
      linalg.yield %546 : f32
    } -> tensor<1x288x1x1xf32>
    %410 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%409, %397 : tensor<1x288x1x1xf32>, tensor<1x288x2x2xf32>) outs(%383 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x288x2x2xf32>
    %411 = tensor.empty() : tensor<1x96x2x2xf32>
    %412 = linalg.fill ins(%cst : f32) outs(%411 : tensor<1x96x2x2xf32>) -> tensor<1x96x2x2xf32>
    %413 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%410, %cst_52 : tensor<1x288x2x2xf32>, tensor<96x288x1x1xf32>) outs(%412 : tensor<1x96x2x2xf32>) -> tensor<1x96x2x2xf32>
    %414 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_50 : tensor<96xf32>) outs(%115 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.truncf %cst_208 : f64 to f32
      %547 = arith.addf %in, %546 : f32
      linalg.yield %547 : f32
    } -> tensor<96xf32>
    %415 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%414 : tensor<96xf32>) outs(%115 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = math.sqrt %in : f32
      linalg.yield %546 : f32
    } -> tensor<96xf32>
    %416 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%415 : tensor<96xf32>) outs(%115 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf one, %in, %cst : f32
      cf.assert %546, "unimplemented: tensor with zero element"
      %547 = arith.divf %cst_0, %in : f32
      linalg.yield %547 : f32
    } -> tensor<96xf32>
    %expanded_350 = tensor.expand_shape %cst_51 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_351 = tensor.expand_shape %416 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %417 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%413, %expanded_350 : tensor<1x96x2x2xf32>, tensor<96x1x1xf32>) outs(%411 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.subf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x96x2x2xf32>
    %418 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%417, %expanded_351 : tensor<1x96x2x2xf32>, tensor<96x1x1xf32>) outs(%411 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x96x2x2xf32>
    %expanded_352 = tensor.expand_shape %cst_49 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %419 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%418, %expanded_352 : tensor<1x96x2x2xf32>, tensor<96x1x1xf32>) outs(%411 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x96x2x2xf32>
    %expanded_353 = tensor.expand_shape %cst_48 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %420 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%419, %expanded_353 : tensor<1x96x2x2xf32>, tensor<96x1x1xf32>) outs(%411 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.addf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x96x2x2xf32>
    %421 = tensor.empty() : tensor<1x576x2x2xf32>
    %422 = linalg.fill ins(%cst : f32) outs(%421 : tensor<1x576x2x2xf32>) -> tensor<1x576x2x2xf32>
    %423 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%420, %cst_47 : tensor<1x96x2x2xf32>, tensor<576x96x1x1xf32>) outs(%422 : tensor<1x576x2x2xf32>) -> tensor<1x576x2x2xf32>
    %424 = tensor.empty() : tensor<576xf32>
    %425 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_45 : tensor<576xf32>) outs(%424 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.truncf %cst_208 : f64 to f32
      %547 = arith.addf %in, %546 : f32
      linalg.yield %547 : f32
    } -> tensor<576xf32>
    %426 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%425 : tensor<576xf32>) outs(%424 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = math.sqrt %in : f32
      linalg.yield %546 : f32
    } -> tensor<576xf32>
    %427 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%426 : tensor<576xf32>) outs(%424 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf one, %in, %cst : f32
      cf.assert %546, "unimplemented: tensor with zero element"
      %547 = arith.divf %cst_0, %in : f32
      linalg.yield %547 : f32
    } -> tensor<576xf32>
    %expanded_354 = tensor.expand_shape %cst_46 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %expanded_355 = tensor.expand_shape %427 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %428 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%423, %expanded_354 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.subf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x2x2xf32>
    %429 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%428, %expanded_355 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x2x2xf32>
    %expanded_356 = tensor.expand_shape %cst_44 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %430 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%429, %expanded_356 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x2x2xf32>
    %expanded_357 = tensor.expand_shape %cst_43 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %431 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%430, %expanded_357 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.addf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x2x2xf32>
    %432 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%431 : tensor<1x576x2x2xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.addf %in, %cst_212 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x2x2xf32>
    %433 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%432 : tensor<1x576x2x2xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ult, %in, %cst : f32
      %547 = arith.select %546, %cst, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x576x2x2xf32>
    %434 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%433 : tensor<1x576x2x2xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ugt, %in, %cst_213 : f32
      %547 = arith.select %546, %cst_213, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x576x2x2xf32>
    %435 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%431, %434 : tensor<1x576x2x2xf32>, tensor<1x576x2x2xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x2x2xf32>
    %436 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%435 : tensor<1x576x2x2xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.divf %in, %cst_213 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x2x2xf32>
    %padded_358 = tensor.pad %436 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x576x2x2xf32> to tensor<1x576x6x6xf32>
    %collapsed_359 = tensor.collapse_shape %cst_42 [[0, 1], [2], [3]] : tensor<576x1x5x5xf32> into tensor<576x5x5xf32>
    %437 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_358, %collapsed_359 : tensor<1x576x6x6xf32>, tensor<576x5x5xf32>) outs(%422 : tensor<1x576x2x2xf32>) -> tensor<1x576x2x2xf32>
    %438 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_40 : tensor<576xf32>) outs(%424 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.truncf %cst_208 : f64 to f32
      %547 = arith.addf %in, %546 : f32
      linalg.yield %547 : f32
    } -> tensor<576xf32>
    %439 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%438 : tensor<576xf32>) outs(%424 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = math.sqrt %in : f32
      linalg.yield %546 : f32
    } -> tensor<576xf32>
    %440 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%439 : tensor<576xf32>) outs(%424 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf one, %in, %cst : f32
      cf.assert %546, "unimplemented: tensor with zero element"
      %547 = arith.divf %cst_0, %in : f32
      linalg.yield %547 : f32
    } -> tensor<576xf32>
    %expanded_360 = tensor.expand_shape %cst_41 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %expanded_361 = tensor.expand_shape %440 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %441 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%437, %expanded_360 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.subf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x2x2xf32>
    %442 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%441, %expanded_361 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x2x2xf32>
    %expanded_362 = tensor.expand_shape %cst_39 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %443 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%442, %expanded_362 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x2x2xf32>
    %expanded_363 = tensor.expand_shape %cst_38 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %444 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%443, %expanded_363 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.addf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x2x2xf32>
    %445 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%444 : tensor<1x576x2x2xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.addf %in, %cst_212 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x2x2xf32>
    %446 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%445 : tensor<1x576x2x2xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ult, %in, %cst : f32
      %547 = arith.select %546, %cst, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x576x2x2xf32>
    %447 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%446 : tensor<1x576x2x2xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ugt, %in, %cst_213 : f32
      %547 = arith.select %546, %cst_213, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x576x2x2xf32>
    %448 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%444, %447 : tensor<1x576x2x2xf32>, tensor<1x576x2x2xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x2x2xf32>
    %449 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%448 : tensor<1x576x2x2xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.divf %in, %cst_213 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x2x2xf32>
    %450 = tensor.empty() : tensor<1x576x1x1xf32>
    %451 = linalg.fill ins(%cst : f32) outs(%450 : tensor<1x576x1x1xf32>) -> tensor<1x576x1x1xf32>
    %452 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%449 : tensor<1x576x2x2xf32>) outs(%451 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.addf %in, %out : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x1x1xf32>
    %453 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%452 : tensor<1x576x1x1xf32>) outs(%450 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.divf %in, %cst_216 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x1x1xf32>
    %broadcasted_364 = linalg.broadcast ins(%cst_36 : tensor<144xf32>) outs(%345 : tensor<1x144x1x1xf32>) dimensions = [0, 2, 3]
    %454 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%453, %cst_37 : tensor<1x576x1x1xf32>, tensor<144x576x1x1xf32>) outs(%broadcasted_364 : tensor<1x144x1x1xf32>) -> tensor<1x144x1x1xf32>
    %455 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%454 : tensor<1x144x1x1xf32>) outs(%345 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ugt, %in, %cst : f32
      %547 = arith.select %546, %in, %cst : f32
      linalg.yield %547 : f32
    } -> tensor<1x144x1x1xf32>
    %broadcasted_365 = linalg.broadcast ins(%cst_34 : tensor<576xf32>) outs(%450 : tensor<1x576x1x1xf32>) dimensions = [0, 2, 3]
    %456 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%455, %cst_35 : tensor<1x144x1x1xf32>, tensor<576x144x1x1xf32>) outs(%broadcasted_365 : tensor<1x576x1x1xf32>) -> tensor<1x576x1x1xf32>
    %457 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%456 : tensor<1x576x1x1xf32>) outs(%450 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.addf %in, %cst_212 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x1x1xf32>
    %458 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%457 : tensor<1x576x1x1xf32>) outs(%450 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ult, %in, %cst : f32
      %547 = arith.select %546, %cst, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x576x1x1xf32>
    %459 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%458 : tensor<1x576x1x1xf32>) outs(%450 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ugt, %in, %cst_213 : f32
      %547 = arith.select %546, %cst_213, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x576x1x1xf32>
    %460 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%459 : tensor<1x576x1x1xf32>) outs(%450 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.divf %in, %cst_213 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x1x1xf32>
    %461 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%460, %449 : tensor<1x576x1x1xf32>, tensor<1x576x2x2xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x2x2xf32>
    %462 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%461, %cst_33 : tensor<1x576x2x2xf32>, tensor<96x576x1x1xf32>) outs(%412 : tensor<1x96x2x2xf32>) -> tensor<1x96x2x2xf32>
    %463 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_31 : tensor<96xf32>) outs(%115 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.truncf %cst_208 : f64 to f32
      %547 = arith.addf %in, %546 : f32
      linalg.yield %547 : f32
    } -> tensor<96xf32>
    %464 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%463 : tensor<96xf32>) outs(%115 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = math.sqrt %in : f32
      linalg.yield %546 : f32
    } -> tensor<96xf32>
    %465 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%464 : tensor<96xf32>) outs(%115 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf one, %in, %cst : f32
      cf.assert %546, "unimplemented: tensor with zero element"
      %547 = arith.divf %cst_0, %in : f32
      linalg.yield %547 : f32
    } -> tensor<96xf32>
    %expanded_366 = tensor.expand_shape %cst_32 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_367 = tensor.expand_shape %465 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %466 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%462, %expanded_366 : tensor<1x96x2x2xf32>, tensor<96x1x1xf32>) outs(%411 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.subf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x96x2x2xf32>
    %467 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%466, %expanded_367 : tensor<1x96x2x2xf32>, tensor<96x1x1xf32>) outs(%411 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x96x2x2xf32>
    %expanded_368 = tensor.expand_shape %cst_30 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %468 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%467, %expanded_368 : tensor<1x96x2x2xf32>, tensor<96x1x1xf32>) outs(%411 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x96x2x2xf32>
    %expanded_369 = tensor.expand_shape %cst_29 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %469 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%468, %expanded_369 : tensor<1x96x2x2xf32>, tensor<96x1x1xf32>) outs(%411 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.addf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x96x2x2xf32>
    %470 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%469, %420 : tensor<1x96x2x2xf32>, tensor<1x96x2x2xf32>) outs(%411 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.addf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x96x2x2xf32>
    %471 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%470, %cst_28 : tensor<1x96x2x2xf32>, tensor<576x96x1x1xf32>) outs(%422 : tensor<1x576x2x2xf32>) -> tensor<1x576x2x2xf32>
    %472 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_26 : tensor<576xf32>) outs(%424 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.truncf %cst_208 : f64 to f32
      %547 = arith.addf %in, %546 : f32
      linalg.yield %547 : f32
    } -> tensor<576xf32>
    %473 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%472 : tensor<576xf32>) outs(%424 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = math.sqrt %in : f32
      linalg.yield %546 : f32
    } -> tensor<576xf32>
    %474 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%473 : tensor<576xf32>) outs(%424 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf one, %in, %cst : f32
      cf.assert %546, "unimplemented: tensor with zero element"
      %547 = arith.divf %cst_0, %in : f32
      linalg.yield %547 : f32
    } -> tensor<576xf32>
    %expanded_370 = tensor.expand_shape %cst_27 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %expanded_371 = tensor.expand_shape %474 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %475 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%471, %expanded_370 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.subf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x2x2xf32>
    %476 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%475, %expanded_371 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x2x2xf32>
    %expanded_372 = tensor.expand_shape %cst_25 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %477 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%476, %expanded_372 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x2x2xf32>
    %expanded_373 = tensor.expand_shape %cst_24 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %478 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%477, %expanded_373 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.addf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x2x2xf32>
    %479 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%478 : tensor<1x576x2x2xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.addf %in, %cst_212 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x2x2xf32>
    %480 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%479 : tensor<1x576x2x2xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ult, %in, %cst : f32
      %547 = arith.select %546, %cst, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x576x2x2xf32>
    %481 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%480 : tensor<1x576x2x2xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ugt, %in, %cst_213 : f32
      %547 = arith.select %546, %cst_213, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x576x2x2xf32>
    %482 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%478, %481 : tensor<1x576x2x2xf32>, tensor<1x576x2x2xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x2x2xf32>
    %483 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%482 : tensor<1x576x2x2xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.divf %in, %cst_213 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x2x2xf32>
    %padded_374 = tensor.pad %483 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x576x2x2xf32> to tensor<1x576x6x6xf32>
    %collapsed_375 = tensor.collapse_shape %cst_23 [[0, 1], [2], [3]] : tensor<576x1x5x5xf32> into tensor<576x5x5xf32>
    %484 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_374, %collapsed_375 : tensor<1x576x6x6xf32>, tensor<576x5x5xf32>) outs(%422 : tensor<1x576x2x2xf32>) -> tensor<1x576x2x2xf32>
    %485 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_21 : tensor<576xf32>) outs(%424 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.truncf %cst_208 : f64 to f32
      %547 = arith.addf %in, %546 : f32
      linalg.yield %547 : f32
    } -> tensor<576xf32>
    %486 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%485 : tensor<576xf32>) outs(%424 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = math.sqrt %in : f32
      linalg.yield %546 : f32
    } -> tensor<576xf32>
    %487 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%486 : tensor<576xf32>) outs(%424 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf one, %in, %cst : f32
      cf.assert %546, "unimplemented: tensor with zero element"
      %547 = arith.divf %cst_0, %in : f32
      linalg.yield %547 : f32
    } -> tensor<576xf32>
    %expanded_376 = tensor.expand_shape %cst_22 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %expanded_377 = tensor.expand_shape %487 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %488 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%484, %expanded_376 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.subf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x2x2xf32>
    %489 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%488, %expanded_377 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x2x2xf32>
    %expanded_378 = tensor.expand_shape %cst_20 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %490 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%489, %expanded_378 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x2x2xf32>
    %expanded_379 = tensor.expand_shape %cst_19 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %491 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%490, %expanded_379 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.addf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x2x2xf32>
    %492 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%491 : tensor<1x576x2x2xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.addf %in, %cst_212 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x2x2xf32>
    %493 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%492 : tensor<1x576x2x2xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ult, %in, %cst : f32
      %547 = arith.select %546, %cst, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x576x2x2xf32>
    %494 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%493 : tensor<1x576x2x2xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ugt, %in, %cst_213 : f32
      %547 = arith.select %546, %cst_213, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x576x2x2xf32>
    %495 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%491, %494 : tensor<1x576x2x2xf32>, tensor<1x576x2x2xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x2x2xf32>
    %496 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%495 : tensor<1x576x2x2xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.divf %in, %cst_213 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x2x2xf32>
    %497 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%496 : tensor<1x576x2x2xf32>) outs(%451 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.addf %in, %out : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x1x1xf32>
    %498 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%497 : tensor<1x576x1x1xf32>) outs(%450 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.divf %in, %cst_216 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x1x1xf32>
    %broadcasted_380 = linalg.broadcast ins(%cst_17 : tensor<144xf32>) outs(%345 : tensor<1x144x1x1xf32>) dimensions = [0, 2, 3]
    %499 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%498, %cst_18 : tensor<1x576x1x1xf32>, tensor<144x576x1x1xf32>) outs(%broadcasted_380 : tensor<1x144x1x1xf32>) -> tensor<1x144x1x1xf32>
    %500 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%499 : tensor<1x144x1x1xf32>) outs(%345 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ugt, %in, %cst : f32
      %547 = arith.select %546, %in, %cst : f32
      linalg.yield %547 : f32
    } -> tensor<1x144x1x1xf32>
    %broadcasted_381 = linalg.broadcast ins(%cst_15 : tensor<576xf32>) outs(%450 : tensor<1x576x1x1xf32>) dimensions = [0, 2, 3]
    %501 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%500, %cst_16 : tensor<1x144x1x1xf32>, tensor<576x144x1x1xf32>) outs(%broadcasted_381 : tensor<1x576x1x1xf32>) -> tensor<1x576x1x1xf32>
    %502 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%501 : tensor<1x576x1x1xf32>) outs(%450 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.addf %in, %cst_212 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x1x1xf32>
    %503 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%502 : tensor<1x576x1x1xf32>) outs(%450 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ult, %in, %cst : f32
      %547 = arith.select %546, %cst, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x576x1x1xf32>
    %504 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%503 : tensor<1x576x1x1xf32>) outs(%450 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ugt, %in, %cst_213 : f32
      %547 = arith.select %546, %cst_213, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x576x1x1xf32>
    %505 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%504 : tensor<1x576x1x1xf32>) outs(%450 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.divf %in, %cst_213 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x1x1xf32>
    %506 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%505, %496 : tensor<1x576x1x1xf32>, tensor<1x576x2x2xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x2x2xf32>
    %507 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%506, %cst_14 : tensor<1x576x2x2xf32>, tensor<96x576x1x1xf32>) outs(%412 : tensor<1x96x2x2xf32>) -> tensor<1x96x2x2xf32>
    %508 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_12 : tensor<96xf32>) outs(%115 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.truncf %cst_208 : f64 to f32
      %547 = arith.addf %in, %546 : f32
      linalg.yield %547 : f32
    } -> tensor<96xf32>
    %509 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%508 : tensor<96xf32>) outs(%115 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = math.sqrt %in : f32
      linalg.yield %546 : f32
    } -> tensor<96xf32>
    %510 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%509 : tensor<96xf32>) outs(%115 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf one, %in, %cst : f32
      cf.assert %546, "unimplemented: tensor with zero element"
      %547 = arith.divf %cst_0, %in : f32
      linalg.yield %547 : f32
    } -> tensor<96xf32>
    %expanded_382 = tensor.expand_shape %cst_13 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_383 = tensor.expand_shape %510 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %511 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%507, %expanded_382 : tensor<1x96x2x2xf32>, tensor<96x1x1xf32>) outs(%411 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.subf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x96x2x2xf32>
    %512 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%511, %expanded_383 : tensor<1x96x2x2xf32>, tensor<96x1x1xf32>) outs(%411 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x96x2x2xf32>
    %expanded_384 = tensor.expand_shape %cst_11 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %513 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%512, %expanded_384 : tensor<1x96x2x2xf32>, tensor<96x1x1xf32>) outs(%411 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x96x2x2xf32>
    %expanded_385 = tensor.expand_shape %cst_10 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %514 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%513, %expanded_385 : tensor<1x96x2x2xf32>, tensor<96x1x1xf32>) outs(%411 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.addf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x96x2x2xf32>
    %515 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%514, %470 : tensor<1x96x2x2xf32>, tensor<1x96x2x2xf32>) outs(%411 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.addf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x96x2x2xf32>
    %516 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%515, %cst_9 : tensor<1x96x2x2xf32>, tensor<576x96x1x1xf32>) outs(%422 : tensor<1x576x2x2xf32>) -> tensor<1x576x2x2xf32>
    %517 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_7 : tensor<576xf32>) outs(%424 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.truncf %cst_208 : f64 to f32
      %547 = arith.addf %in, %546 : f32
      linalg.yield %547 : f32
    } -> tensor<576xf32>
    %518 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%517 : tensor<576xf32>) outs(%424 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = math.sqrt %in : f32
      linalg.yield %546 : f32
    } -> tensor<576xf32>
    %519 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%518 : tensor<576xf32>) outs(%424 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf one, %in, %cst : f32
      cf.assert %546, "unimplemented: tensor with zero element"
      %547 = arith.divf %cst_0, %in : f32
      linalg.yield %547 : f32
    } -> tensor<576xf32>
    %expanded_386 = tensor.expand_shape %cst_8 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %expanded_387 = tensor.expand_shape %519 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %520 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%516, %expanded_386 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.subf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x2x2xf32>
    %521 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%520, %expanded_387 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x2x2xf32>
    %expanded_388 = tensor.expand_shape %cst_6 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %522 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%521, %expanded_388 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x2x2xf32>
    %expanded_389 = tensor.expand_shape %cst_5 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %523 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%522, %expanded_389 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.addf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x2x2xf32>
    %524 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%523 : tensor<1x576x2x2xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.addf %in, %cst_212 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x2x2xf32>
    %525 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%524 : tensor<1x576x2x2xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ult, %in, %cst : f32
      %547 = arith.select %546, %cst, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x576x2x2xf32>
    %526 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%525 : tensor<1x576x2x2xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ugt, %in, %cst_213 : f32
      %547 = arith.select %546, %cst_213, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x576x2x2xf32>
    %527 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%523, %526 : tensor<1x576x2x2xf32>, tensor<1x576x2x2xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x2x2xf32>
    %528 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%527 : tensor<1x576x2x2xf32>) outs(%421 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.divf %in, %cst_213 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x2x2xf32>
    %529 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%528 : tensor<1x576x2x2xf32>) outs(%451 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.addf %in, %out : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x1x1xf32>
    %530 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%529 : tensor<1x576x1x1xf32>) outs(%450 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.divf %in, %cst_216 : f32
      linalg.yield %546 : f32
    } -> tensor<1x576x1x1xf32>
    %collapsed_390 = tensor.collapse_shape %530 [[0], [1, 2, 3]] : tensor<1x576x1x1xf32> into tensor<1x576xf32>
    %531 = tensor.empty() : tensor<576x1024xf32>
    %transposed = linalg.transpose ins(%cst_4 : tensor<1024x576xf32>) outs(%531 : tensor<576x1024xf32>) permutation = [1, 0]
    %532 = tensor.empty() : tensor<1x1024xf32>
    %533 = linalg.fill ins(%cst : f32) outs(%532 : tensor<1x1024xf32>) -> tensor<1x1024xf32>
    %534 = linalg.matmul ins(%collapsed_390, %transposed : tensor<1x576xf32>, tensor<576x1024xf32>) outs(%533 : tensor<1x1024xf32>) -> tensor<1x1024xf32>
    %535 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%534, %cst_3 : tensor<1x1024xf32>, tensor<1024xf32>) outs(%532 : tensor<1x1024xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.addf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x1024xf32>
    %536 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%535 : tensor<1x1024xf32>) outs(%532 : tensor<1x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.addf %in, %cst_212 : f32
      linalg.yield %546 : f32
    } -> tensor<1x1024xf32>
    %537 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%536 : tensor<1x1024xf32>) outs(%532 : tensor<1x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ult, %in, %cst : f32
      %547 = arith.select %546, %cst, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x1024xf32>
    %538 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%537 : tensor<1x1024xf32>) outs(%532 : tensor<1x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.cmpf ugt, %in, %cst_213 : f32
      %547 = arith.select %546, %cst_213, %in : f32
      linalg.yield %547 : f32
    } -> tensor<1x1024xf32>
    %539 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%535, %538 : tensor<1x1024xf32>, tensor<1x1024xf32>) outs(%532 : tensor<1x1024xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.mulf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x1024xf32>
    %540 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%539 : tensor<1x1024xf32>) outs(%532 : tensor<1x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %546 = arith.divf %in, %cst_213 : f32
      linalg.yield %546 : f32
    } -> tensor<1x1024xf32>
    %541 = tensor.empty() : tensor<1024x1000xf32>
    %transposed_391 = linalg.transpose ins(%cst_2 : tensor<1000x1024xf32>) outs(%541 : tensor<1024x1000xf32>) permutation = [1, 0]
    %542 = tensor.empty() : tensor<1x1000xf32>
    %543 = linalg.fill ins(%cst : f32) outs(%542 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %544 = linalg.matmul ins(%540, %transposed_391 : tensor<1x1024xf32>, tensor<1024x1000xf32>) outs(%543 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %545 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%544, %cst_1 : tensor<1x1000xf32>, tensor<1000xf32>) outs(%542 : tensor<1x1000xf32>) {
    ^bb0(%in: f32, %in_392: f32, %out: f32):
      %546 = arith.addf %in, %in_392 : f32
      linalg.yield %546 : f32
    } -> tensor<1x1000xf32>
    return %545 : tensor<1x1000xf32>
  }
}
// irlower-stages: fx_graph=49d788c65852 torch_mlir=6995dc83c266
